import { isNationalPhoneLength, phoneDigits as typedPhoneDigits } from "@seleta/ui/format";
import { describe, expect, it } from "vitest";
import { isValidPhone, phoneDigits } from "../rules/phone";

/** Every digit count from none to past E.164, typed with the marks people put between digits. */
const TYPED_PHONES = Array.from({ length: 17 }, (_, count) => {
  const digits = "5511987654321098".slice(0, count);
  return [digits, `+${digits.slice(0, 2)} (${digits.slice(2, 4)}) ${digits.slice(4, 9)}-${digits.slice(9)}`];
}).flat();

/** How a phone is shown is one function, ui's `formatPhoneByLength`; which phones are valid the model decides. */
describe("the PhoneField (ui) and the model (domain) apply one phone rule", () => {
  it.each(TYPED_PHONES)("agree on %j: its digits and whether it is valid", (typed) => {
    expect(phoneDigits(typed)).toBe(typedPhoneDigits(typed));
    expect(isValidPhone(typed)).toBe(isNationalPhoneLength(typed));
  });
});
