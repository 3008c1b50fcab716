import {
  formatPhoneByLength,
  isValidPhone,
  joinInternational,
  normalisePhone,
  type PhoneCountry,
  phoneDigits,
  splitInternational,
} from "../fieldUtils/phone";
import { PHONE_COUNTRIES } from "../fieldUtils/phoneCountries";

/** The two names a `NativePhoneField` called `name` posts: the country's ISO code and the number as typed. */
export function nativePhoneFieldNames(name: string): { country: string; number: string } {
  return { country: `${name}.country`, number: `${name}.number` };
}

/**
 * The stored phone for what a `NativePhoneField` posted, in the international `PhoneField`'s format:
 * `+<calling code><national digits>`, or "" when no number was typed. A number typed with its own leading `+`
 * already says its country and is kept as typed (digits after the `+`); a country not in the list leaves the
 * digits alone, as the national `PhoneField` stores them.
 */
export function joinPostedPhone(
  country: string | null | undefined,
  number: string | null | undefined,
  countries: readonly PhoneCountry[] = PHONE_COUNTRIES,
): string {
  const typed = (number ?? "").trim();
  const digits = phoneDigits(typed);
  if (digits === "") return "";
  if (typed.startsWith("+")) return normalisePhone(typed);
  const dialCode = countries.find((c) => c.code === country)?.dialCode;
  return dialCode ? joinInternational(dialCode, typed) : digits;
}

/**
 * A stored phone split for the two controls: the country its calling code names (the `defaultCountry` for a national
 * number) and the national part, Brazilian numbers shown by their length as the `PhoneField` shows them.
 */
export function splitStoredPhone(
  stored: string | null | undefined,
  defaultCountry: string,
  countries: readonly PhoneCountry[] = PHONE_COUNTRIES,
): { country: string; number: string } {
  const { country, national } = splitInternational(stored ?? "", countries, defaultCountry);
  const chosen = country ?? defaultCountry;
  const number = chosen === "BR" && isValidPhone(national) ? formatPhoneByLength(national) : national;
  return { country: chosen, number };
}
