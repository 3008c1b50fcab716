import { z } from "zod";
import { V } from "./messages";
import { blankToNull, missingAs } from "./text";

/**
 * Spec §5: phone numbers are shown by their digit count, 9 to 13 — a bare mobile number (9), with area code
 * (10 landline, 11 mobile), with country code (12, 13). Anything outside that range is not a number we can dial.
 * The model owns the validity (it validates stored phones without the UI kit); the PhoneField in @seleta/ui applies
 * the same lengths while typing, and a widgets test keeps the two in step. The display by length is ui's alone
 * (`formatPhoneByLength`, used by the widgets that show stored phones).
 */
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 13;

/** The digits of a phone as typed: spaces, brackets, dashes, dots and a leading + are presentation. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

export function isValidPhone(phone: string): boolean {
  const length = phoneDigits(phone).length;
  return length >= PHONE_MIN_DIGITS && length <= PHONE_MAX_DIGITS;
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
