import { describe, expect, it } from "vitest";
import { neutralise } from "./neutralise";

describe("neutralise", () => {
  it("prefixes a quote to texts a spreadsheet would run as a formula", () => {
    for (const text of ["=1+2", "+55 11 99999", "-2+3", "@SUM(A1)", "\t=cmd", "\r=cmd"]) {
      expect(neutralise(text)).toBe(`'${text}`);
    }
  });

  it("leaves other texts as they are, a formula sign inside a text included", () => {
    for (const text of ["Ana", "", " =1", "a=b", "São Paulo", "'quoted"]) {
      expect(neutralise(text)).toBe(text);
    }
  });
});
