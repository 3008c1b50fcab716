// One implementation of phone digits, shared with the PhoneField: @seleta/ui's pure `./format` entry (no React).
import { isNationalPhoneLength, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, phoneDigits } from "@seleta/ui/format";
import { z } from "zod";
import { V } from "./messages";
import { blankToNull, missingAs } from "./text";

/**
 * Spec §5: phone numbers are shown by their digit count, 9 to 13 — a bare mobile number (9), with area code
 * (10 landline, 11 mobile), with country code (12, 13). Anything outside that range is not a number we can dial.
 */

export { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, phoneDigits };

export function isValidPhone(phone: string): boolean {
  return isNationalPhoneLength(phone);
}

/** Stored as digits, with a leading + kept when the user typed an international number. */
function normalisePhone(phone: string): string {
  const digits = phoneDigits(phone);
  return phone.trim().startsWith("+") ? `+${digits}` : digits;
}

/** Spec §5, a required phone: empty gives 'Esse campo é obrigatório.'. */
export const phoneSchema = z
  .string({ error: missingAs(V.phoneRequired.id) })
  .trim()
  .min(1, V.phoneRequired.id)
  .refine(isValidPhone, V.phoneInvalid.id)
  .transform(normalisePhone);

export const optionalPhoneSchema = z.preprocess(blankToNull, phoneSchema.nullable()).optional();
