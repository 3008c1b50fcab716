import { describe, expect, it } from "vitest";
import { candidateStatus, candidateStatusEntry, isDoNotUse } from "./candidateStatus";
import { catalogueMessages, defineCatalogue } from "./catalogue";

describe("candidate status catalogue (spec §4)", () => {
  it("has the spec's ids and English names, in order", () => {
    expect(candidateStatus.entries.map((e) => [e.id, e.label.en])).toEqual([
      [0, "Unqualified"],
      [1, "New Lead"],
      [2, "Pre-registered"],
      [3, "Active"],
      [4, "Inactive"],
      [5, "Under Offer"],
      [6, "Placed"],
      [7, "DNU"],
      [8, "Archive"],
      [9, "Do Not Use"],
    ]);
  });

  it("marks 9 as the do-not-use status", () => {
    expect(isDoNotUse(9)).toBe(true);
    expect(isDoNotUse(7)).toBe(false);
    expect(candidateStatusEntry(9)?.key).toBe("doNotUse");
    expect(candidateStatusEntry(42)).toBeUndefined();
  });

  it("gives every label a message id in pt-BR and en", () => {
    expect(catalogueMessages([candidateStatus], "pt-BR")["candidateStatus.active"]).toBe("Ativo");
    expect(catalogueMessages([candidateStatus], "en")["candidateStatus.doNotUse"]).toBe("Do Not Use");
  });

  it("refuses a catalogue that repeats an id", () => {
    expect(() =>
      defineCatalogue("broken", [
        { id: 1, key: "a", label: { "pt-BR": "A", en: "A" } },
        { id: 1, key: "b", label: { "pt-BR": "B", en: "B" } },
      ]),
    ).toThrow("Catalogue broken repeats id 1");
  });
});

describe("candidate status emphasis", () => {
  it("reads placed and active as positive and the do-not-use statuses as negative", async () => {
    const { candidateStatusEmphasis } = await import("./candidateStatus");
    expect([3, 6].map(candidateStatusEmphasis)).toEqual(["positive", "positive"]);
    expect([7, 9].map(candidateStatusEmphasis)).toEqual(["negative", "negative"]);
    expect(candidateStatusEmphasis(5)).toBe("attention");
    expect(candidateStatusEmphasis(8)).toBe("neutral");
  });
});
