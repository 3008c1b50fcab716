/**
 * The phone rule (spec §5), the only one: which phones are valid, what their digits are, how they are stored and how
 * they are shown. It is React-free and imports only its table of calling codes, so the domain model's phone schema
 * and its posted-form parser take it from `@seleta/ui/phone` (the one UI module the model may import) and the fields here apply the same functions while a
 * number is typed.
 *
 * A valid phone has 9 to 13 digits, and its display depends on the count — 9 `98765-4321`, 10 `(11) 3456-7890`,
 * 11 `(11) 98765-4321`, 12 `+55 (11) 3456-7890`, 13 `+55 (11) 98765-4321`: a bare mobile number, with area code
 * (landline, mobile), with country code. Anything outside that range is not a number we can dial.
 */
import { PHONE_COUNTRIES } from "./phoneCountries";

export { compareNames } from "./phoneCountries";

export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 13;
/** E.164: a full international number has at most 15 digits; fewer than 8 dials nowhere. */
const E164_MIN_DIGITS = 8;
const E164_MAX_DIGITS = 15;

/** The digits of a phone as typed: spaces, brackets, dashes, dots and a leading + are presentation. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/** What a phone input lets through: digits and the marks people type between them. Letters are dropped. */
export function sanitizePhoneInput(text: string): string {
  return text.replace(/[^\d\s()+\-.]/g, "");
}

/** The spec's display for 9 to 13 digits; any other length is left as the user typed it (trimmed). */
export function formatPhoneByLength(text: string): string {
  const d = phoneDigits(text);
  switch (d.length) {
    case 9:
      return `${d.slice(0, 5)}-${d.slice(5)}`;
    case 10:
      return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
    case 11:
      return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
    case 12:
      return `+${d.slice(0, 2)} (${d.slice(2, 4)}) ${d.slice(4, 8)}-${d.slice(8)}`;
    case 13:
      return `+${d.slice(0, 2)} (${d.slice(2, 4)}) ${d.slice(4, 9)}-${d.slice(9)}`;
    default:
      return text.trim();
  }
}

/** A phone is valid with 9 to 13 digits, whatever marks were typed between them. */
export function isValidPhone(text: string): boolean {
  const length = phoneDigits(text).length;
  return length >= PHONE_MIN_DIGITS && length <= PHONE_MAX_DIGITS;
}

/** A phone as stored: its digits, with the leading + kept when it was typed as an international number. */
export function normalisePhone(text: string): string {
  const digits = phoneDigits(text);
  return text.trim().startsWith("+") ? `+${digits}` : digits;
}

export function isInternationalPhoneLength(dialCode: string, national: string): boolean {
  const length = dialCode.length + phoneDigits(national).length;
  return length >= E164_MIN_DIGITS && length <= E164_MAX_DIGITS;
}

/** `+<dial code><national digits>`, or "" when no number was typed (an empty optional phone stays empty). */
export function joinInternational(dialCode: string, national: string): string {
  const digits = phoneDigits(national);
  return digits === "" ? "" : `+${dialCode}${digits}`;
}

export type PhoneCountry = { code: string; dialCode: string };

/**
 * Reads a stored `+<digits>` back into a country and its national part: the longest dial code that prefixes the
 * digits wins, and among countries that share one (+1, +7, +39…) the `preferred` country or the first listed.
 */
export function splitInternational(
  value: string,
  countries: readonly PhoneCountry[],
  preferred?: string,
): { country: string | undefined; national: string } {
  const digits = phoneDigits(value);
  if (!value.trim().startsWith("+")) return { country: preferred, national: digits };
  let best: PhoneCountry | undefined;
  for (const country of countries) {
    if (!digits.startsWith(country.dialCode)) continue;
    const longer = !best || country.dialCode.length > best.dialCode.length;
    const samePreferred = best?.dialCode === country.dialCode && country.code === preferred;
    if (longer || samePreferred) best = country;
  }
  return best
    ? { country: best.code, national: digits.slice(best.dialCode.length) }
    : { country: preferred, national: digits };
}

/* The native phone field posts a country and a number as typed: these read them back and split a stored one. */

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
