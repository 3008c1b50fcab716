import { compareNames } from "@seleta/ui/phone";
import codes from "i18n-iso-countries/codes.json" with { type: "json" };
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };
import pt from "i18n-iso-countries/langs/pt.json" with { type: "json" };
import { type CatalogueEntry, catalogueMessages, defineCatalogue, type Locale } from "./catalogue";
import brazilianNames from "./countryNamesPtBr.json" with { type: "json" };

/**
 * Spec §9, about 250 countries from ISO 3166-1 as the i18n-iso-countries package maintains it: id is the numeric
 * code, key the alpha-2 code. English names are the package's; Brazilian names are CLDR's (the package's Portuguese
 * is European: "Arménia"), kept in `countryNamesPtBr.json` with the package's name as the fallback: data, not the
 * runtime's region names, which differ between the server's ICU and the browser's (a page drawn on one and hydrated
 * on the other must show the same names).
 *
 * Kept out of the `.` entry (exported as `@seleta/domain/countries`) so the pure model stays small.
 */
export type CountryEntry = CatalogueEntry & { readonly alpha3: string };

type Names = Record<string, string | readonly string[]>;

function firstName(names: Names, alpha2: string): string {
  const name = names[alpha2];
  return (Array.isArray(name) ? name[0] : name) ?? alpha2;
}

const brazilianName = (alpha2: string): string | undefined => (brazilianNames as Record<string, string>)[alpha2];

export const countries = defineCatalogue<CountryEntry>(
  "country",
  (codes as readonly (readonly string[])[]).map(([alpha2 = "", alpha3 = "", numeric = "0"]) => ({
    id: Number(numeric),
    key: alpha2,
    alpha3,
    label: {
      "pt-BR": brazilianName(alpha2) ?? firstName(pt.countries as Names, alpha2),
      en: firstName(en.countries as Names, alpha2),
    },
  })),
);

export const BRAZIL = 76;

export function countryByAlpha2(alpha2: string): CountryEntry | undefined {
  const code = alpha2.toUpperCase();
  return countries.entries.find((country) => country.key === code);
}

/** Countries sorted by their name in the user's language, as a select shows them, the same on server and browser. */
export function sortedCountries(locale: Locale): CountryEntry[] {
  return [...countries.entries].sort((a, b) => compareNames(a.label[locale], b.label[locale]));
}

export function countryMessages(locale: Locale): Record<string, string> {
  return catalogueMessages([countries], locale);
}
