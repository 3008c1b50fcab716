import { phoneDigits } from "../rules/phone";

/**
 * A `tel:` address for a phone (spec §2 signature, contact cards). How a phone is shown (spec §5, by its digit
 * count) is `formatPhoneByLength` of `@seleta/ui/phone`: the PhoneField shows numbers while they are typed, and the
 * widgets show stored ones with the same function (the model itself displays no phone).
 */
export function phoneHref(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length >= 12 ? `tel:+${digits}` : `tel:${digits}`;
}
