import { describe, expect, it } from "vitest";
import { rememberNames } from "./knownNames";

describe("rememberNames", () => {
  it("learns new and renamed records, and says whether anything changed", () => {
    const names = new Map<string, string>();
    expect(
      rememberNames(
        names,
        [
          ["1", "Ana"],
          ["2", "Bia"],
        ],
        10,
      ),
    ).toBe(true);
    expect(rememberNames(names, [["1", "Ana"]], 10)).toBe(false);
    expect(rememberNames(names, [["2", "Beatriz"]], 10)).toBe(true);
    expect(Object.fromEntries(names)).toEqual({ 1: "Ana", 2: "Beatriz" });
  });

  it("keeps the most recently seen names and drops the oldest past the limit", () => {
    const names = new Map<string, string>();
    rememberNames(
      names,
      [
        ["1", "Ana"],
        ["2", "Bia"],
        ["3", "Caio"],
      ],
      3,
    );
    // Seen again: Ana is now the most recent, so Bia is the oldest.
    rememberNames(names, [["1", "Ana"]], 3);
    rememberNames(names, [["4", "Duda"]], 3);
    expect([...names.keys()]).toEqual(["3", "1", "4"]);
  });
});
