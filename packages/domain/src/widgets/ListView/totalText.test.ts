import { describe, expect, it } from "vitest";
import { listViewMessages } from "./messages";
import { roundedEstimate, totalBound, totalMessage } from "./totalText";

const M = listViewMessages.messages;

describe("the list's total", () => {
  it("says an exact total as it is, whatever its size", () => {
    expect(totalMessage(8, false)).toEqual({ message: M.total, values: { total: 8 } });
    expect(totalMessage(10_000, false)).toEqual({ message: M.total, values: { total: 10_000 } });
  });

  it("says a count stopped at the cap as more than the cap, not as 10,001", () => {
    expect(totalMessage(10_001, true)).toEqual({ message: M.totalMoreThan, values: { total: 10_000 } });
  });

  it("says the planner's estimate as about so many, with two significant digits", () => {
    expect(totalMessage(48_213, true)).toEqual({ message: M.totalAbout, values: { total: 48_000 } });
    expect(roundedEstimate(11_227)).toBe(11_000);
    expect(roundedEstimate(271_530)).toBe(270_000);
    expect(roundedEstimate(57)).toBe(57);
  });

  it("gives other texts the same bound: exact, more than the cap, or about the estimate", () => {
    expect(totalBound(37, false)).toEqual({ kind: "exact", total: 37 });
    expect(totalBound(10_001, true)).toEqual({ kind: "moreThan", total: 10_000 });
    expect(totalBound(48_213, true)).toEqual({ kind: "about", total: 48_000 });
  });
});
