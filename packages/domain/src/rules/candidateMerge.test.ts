import { describe, expect, it } from "vitest";
import { entities } from "../entities/registry";
import { isEmptyForMerge, mergeableFields, mergeDifferences, mergeOutcome } from "./candidateMerge";

describe("candidate merge rule", () => {
  it("counts nothing, blank text and an empty list as empty", () => {
    for (const value of [null, undefined, "", "   ", []]) expect(isEmptyForMerge(value)).toBe(true);
    for (const value of [0, false, "a", ["x"], {}]) expect(isEmptyForMerge(value)).toBe(false);
  });

  it("keeps the kept candidate's value and fills only its empty fields", () => {
    expect(mergeOutcome("Ana", "Ana Souza")).toBe("kept");
    expect(mergeOutcome("Ana", null)).toBe("kept");
    expect(mergeOutcome(null, "Ana")).toBe("filled");
    expect(mergeOutcome("  ", "Ana")).toBe("filled");
    expect(mergeOutcome([], ["Java"])).toBe("filled");
    expect(mergeOutcome(null, "")).toBe("same");
    expect(mergeOutcome(["a"], ["a"])).toBe("same");
    expect(mergeOutcome(0, 0)).toBe("same");
  });

  it("merges the candidates' writable fields, never system, read-only or one-to-many ones", () => {
    const keys = mergeableFields(entities.candidates).map((field) => field.key);
    expect(keys).toContain("name");
    expect(keys).not.toContain("id");
    expect(keys).not.toContain("created_at");
    for (const field of entities.candidates.fieldList.filter((f) => keys.includes(f.key))) {
      expect(field.readOnly || field.system || field.kind === "relations").toBeFalsy();
    }
  });

  it("lists the fields that differ, in the registry's order", () => {
    const differences = mergeDifferences(
      entities.candidates,
      { name: "Ana Souza", email: "ana@example.com", mobile_phone: null },
      { name: "Ana S.", email: "ana@example.com", mobile_phone: "+55 11 91234-5678" },
    );
    expect(differences.map(({ field, outcome }) => [field.key, outcome])).toEqual([
      ["name", "kept"],
      ["mobile_phone", "filled"],
    ]);
  });
});
