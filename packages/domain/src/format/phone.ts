import { phoneDigits } from "../rules/phone";

/**
 * Spec §5: a phone is displayed by its digit count, 9 to 13 —
 * 9 `98765-4321`, 10 `(11) 3456-7890`, 11 `(11) 98765-4321`, 12 `+55 (11) 3456-7890`, 13 `+55 (11) 98765-4321`.
 * Other lengths are shown as typed.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  const d = phoneDigits(phone);
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
      return phone.trim();
  }
}

/** A `tel:` address for a phone (spec §2 signature, contact cards). */
export function phoneHref(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length >= 12 ? `tel:+${digits}` : `tel:${digits}`;
}
