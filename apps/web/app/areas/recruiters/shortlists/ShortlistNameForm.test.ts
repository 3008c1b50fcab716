import { describe, expect, it } from "vitest";
import { submittedName } from "./ShortlistNameForm";

describe("the name a shortlist's name form submits", () => {
  it("is the name typed, trimmed", () => {
    expect(submittedName("  Finalistas  ", "")).toBe("Finalistas");
    expect(submittedName("Finalistas 2", "Finalistas")).toBe("Finalistas 2");
  });

  it("is nothing when empty or unchanged: no call for a blank or a rename to the same name", () => {
    expect(submittedName("   ", "")).toBeNull();
    expect(submittedName(" Finalistas ", "Finalistas")).toBeNull();
  });
});
