import { describe, expect, it } from "vitest";
import { responsiveClasses } from "./responsive";

const table = {
  xs: { sm: "xs-sm", lg: "xs-lg" },
  sm: { sm: "sm-sm", lg: "sm-lg" },
  md: { sm: "md-sm", lg: "md-lg" },
  lg: { sm: "lg-sm", lg: "lg-lg" },
  xl: { sm: "xl-sm", lg: "xl-lg" },
};

describe("responsiveClasses", () => {
  it("uses the base class for a plain value", () => {
    expect(responsiveClasses("lg", table)).toEqual(["xs-lg"]);
  });
  it("gives one class per named step, smallest first", () => {
    expect(responsiveClasses({ lg: "lg", xs: "sm" }, table)).toEqual(["xs-sm", "lg-lg"]);
  });
  it("gives nothing for nothing", () => {
    expect(responsiveClasses(undefined, table)).toEqual([]);
    expect(responsiveClasses({}, table)).toEqual([]);
  });
});
