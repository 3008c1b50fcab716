import codes from "i18n-iso-countries/codes.json" with { type: "json" };
import packageEnglish from "i18n-iso-countries/langs/en.json" with { type: "json" };
import { describe, expect, it } from "vitest";
import { countries } from "./countries";
import en from "./countryNames/en.json" with { type: "json" };
import ptBR from "./countryNames/pt-BR.json" with { type: "json" };

const packageCodes = (codes as readonly (readonly string[])[]).map(([alpha2 = "", alpha3, numeric]) => ({
  alpha2,
  alpha3,
  numeric: Number(numeric),
}));

describe("the country catalogue's data", () => {
  it("has the package's ISO 3166-1 codes, in its order", () => {
    expect(countries.entries.map((c) => ({ alpha2: c.key, alpha3: c.alpha3, numeric: c.id }))).toEqual(packageCodes);
  });

  it("names every country in each locale from one table, English as the package names it first", () => {
    const keys = packageCodes.map((c) => c.alpha2).sort();
    expect(Object.keys(en).sort()).toEqual(keys);
    expect(Object.keys(ptBR).sort()).toEqual(keys);
    const first = (name: string | readonly string[]) => (Array.isArray(name) ? name[0] : name);
    const names = packageEnglish.countries as Record<string, string | readonly string[]>;
    expect(en).toEqual(Object.fromEntries(keys.map((key) => [key, first(names[key] ?? key)])));
    for (const country of countries.entries) {
      expect(country.label.en).toBe((en as Record<string, string>)[country.key]);
      expect(country.label["pt-BR"]).toBe((ptBR as Record<string, string>)[country.key]);
    }
  });
});
