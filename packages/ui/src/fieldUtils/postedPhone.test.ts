import { describe, expect, it } from "vitest";
import { compareNames, joinPostedPhone, nativePhoneFieldNames, splitStoredPhone } from "./phone";

describe("the native phone's posted values", () => {
  it("are named after the field", () => {
    expect(nativePhoneFieldNames("mobile_phone")).toEqual({
      country: "mobile_phone.country",
      number: "mobile_phone.number",
    });
  });

  it("join into the international PhoneField's format: + calling code + national digits", () => {
    expect(joinPostedPhone("BR", "(11) 98765-4321")).toBe("+5511987654321");
    expect(joinPostedPhone("PT", "912 345 678")).toBe("+351912345678");
  });

  it("stay empty when no number was typed, whatever the country", () => {
    expect(joinPostedPhone("BR", "")).toBe("");
    expect(joinPostedPhone("BR", " - ")).toBe("");
    expect(joinPostedPhone("BR", null)).toBe("");
  });

  it("keep a number typed with its own + as typed", () => {
    expect(joinPostedPhone("BR", "+351 912 345 678")).toBe("+351912345678");
  });

  it("keep the digits of a number whose country is unknown", () => {
    expect(joinPostedPhone("ZZ", "11 98765-4321")).toBe("11987654321");
    expect(joinPostedPhone(null, "11 98765-4321")).toBe("11987654321");
  });

  it("come back from a stored phone: international, national, or none", () => {
    expect(splitStoredPhone("+5511987654321", "BR")).toEqual({ country: "BR", number: "(11) 98765-4321" });
    expect(splitStoredPhone("+351912345678", "BR")).toEqual({ country: "PT", number: "912345678" });
    expect(splitStoredPhone("11987654321", "BR")).toEqual({ country: "BR", number: "(11) 98765-4321" });
    expect(splitStoredPhone(null, "BR")).toEqual({ country: "BR", number: "" });
  });

  it("round-trip: what is shown, posted back unchanged, is what was stored", () => {
    for (const stored of ["+5511987654321", "+351912345678", "+14155550123"]) {
      const shown = splitStoredPhone(stored, "BR");
      expect(joinPostedPhone(shown.country, shown.number)).toBe(stored);
    }
  });
});

describe("names in alphabetical order", () => {
  it("sets accents and case aside, and is the same wherever it runs (no runtime collation)", () => {
    const names = ["Áustria", "Alemanha", "austrália", "Índia", "Iêmen", "Zâmbia", "Ilhas Åland"];
    expect([...names].sort(compareNames)).toEqual([
      "Alemanha",
      "austrália",
      "Áustria",
      "Iêmen",
      "Ilhas Åland",
      "Índia",
      "Zâmbia",
    ]);
  });
});
