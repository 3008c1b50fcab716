import { describe, expect, it } from "vitest";
import { brazilianStateCode, brazilianStates } from "./brazilianStates";

describe("brazilianStates: the 27 UFs", () => {
  it("holds the 26 states and the Federal District, by IBGE code", () => {
    expect(brazilianStates.entries).toHaveLength(27);
    expect(new Set(brazilianStates.entries.map((entry) => entry.key)).size).toBe(27);
    expect(brazilianStates.entries.find((entry) => entry.key === "SP")).toMatchObject({
      id: 35,
      label: { "pt-BR": "São Paulo" },
    });
    expect(brazilianStates.entries.find((entry) => entry.key === "DF")?.id).toBe(53);
  });

  it.each([
    ["SP", "SP"],
    [" rj ", "RJ"],
    ["Df", "DF"],
    ["XX", undefined],
    ["São Paulo", undefined],
    ["", undefined],
    [null, undefined],
  ])("reads %j as %j", (text, code) => {
    expect(brazilianStateCode(text)).toBe(code);
  });
});
