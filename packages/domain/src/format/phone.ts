import { formatPhoneByLength } from "@seleta/ui/format";
import { phoneDigits } from "../rules/phone";

/**
 * Spec §5: a phone is displayed by its digit count, 9 to 13 —
 * 9 `98765-4321`, 10 `(11) 3456-7890`, 11 `(11) 98765-4321`, 12 `+55 (11) 3456-7890`, 13 `+55 (11) 98765-4321`.
 * Other lengths are shown as typed.
 */
export function formatPhone(phone: string | null | undefined): string {
  return phone ? formatPhoneByLength(phone) : "";
}

/** A `tel:` address for a phone (spec §2 signature, contact cards). */
export function phoneHref(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length >= 12 ? `tel:+${digits}` : `tel:${digits}`;
}
