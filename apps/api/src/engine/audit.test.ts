import { describe, expect, it } from "vitest";
import { diffChanges } from "./audit";

describe("diffChanges", () => {
  it("lists every set field of a create as [null, value]", () => {
    expect(diffChanges(null, { name: "Ana", email: null }, ["name", "email"])).toEqual({ name: [null, "Ana"] });
  });

  it("keeps only the fields an update wrote and changed", () => {
    const before = { name: "Ana", tags: ["a"], city: "Recife" };
    expect(diffChanges(before, { name: "Ana", tags: ["a", "b"] }, ["name", "tags", "city"])).toEqual({
      tags: [["a"], ["a", "b"]],
    });
  });

  it("lists every set field of a delete as [value, null]", () => {
    expect(diffChanges({ name: "Ana", email: null }, null, ["name", "email"])).toEqual({ name: ["Ana", null] });
  });
});
