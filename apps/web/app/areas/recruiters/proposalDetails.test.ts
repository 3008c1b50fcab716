import { describe, expect, it } from "vitest";
import { proposalRecordPath } from "./proposalDetails";

describe("proposalRecordPath", () => {
  it("sends a proposal's details to its record page, and names nothing for an address without a record id", () => {
    expect(proposalRecordPath("42")).toBe("/recruiters/proposals/42");
    expect(proposalRecordPath("0")).toBeNull();
    expect(proposalRecordPath("calendar")).toBeNull();
    expect(proposalRecordPath(undefined)).toBeNull();
  });
});
