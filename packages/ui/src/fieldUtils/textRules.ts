/**
 * The generic rules of a text field (spec §5's "generic field messages"): required, minimum and maximum length.
 * Pure, so the rule is tested without a browser and the components only turn an issue into a message.
 */
export type TextRules = {
  isRequired?: boolean;
  minLength?: number;
  maxLength?: number;
};

/** Why a value is rejected; `n` is the limit the message names. */
export type FieldIssue =
  | { kind: "required" }
  | { kind: "minLength"; n: number }
  | { kind: "maxLength"; n: number }
  | { kind: "invalid" };

/**
 * The first rule the value breaks, or null. Blank (only spaces) counts as empty for "required", but an optional
 * field left blank is not checked for length: an empty optional answer is a valid answer.
 */
export function textIssue(value: string, rules: TextRules): FieldIssue | null {
  if (value.trim() === "") return rules.isRequired ? { kind: "required" } : null;
  // Characters as the user sees them (an emoji is one), not UTF-16 code units.
  const length = [...value].length;
  if (rules.minLength !== undefined && length < rules.minLength) return { kind: "minLength", n: rules.minLength };
  if (rules.maxLength !== undefined && length > rules.maxLength) return { kind: "maxLength", n: rules.maxLength };
  return null;
}

/** A deliberately simple address check (spec §5: "must match a simple address pattern"). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
