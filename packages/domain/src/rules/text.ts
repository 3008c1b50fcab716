import { z } from "zod";
import { V } from "./messages";

/** A missing value reads as "required" (not zod's "expected string, received undefined"). */
export function missingAs(messageId: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? messageId : undefined);
}

/**
 * Text without the NUL character: PostgreSQL refuses it in `text` columns, so it could never be stored, and no
 * keyboard types it. Every text schema checks it first, so the caller learns which field holds it.
 */
export const NUL_CHARACTER = "\u0000";

export function hasNulCharacter(value: string): boolean {
  return value.includes(NUL_CHARACTER);
}

/** The check every text schema starts with; `abort`: a NUL says all there is to say about the value. */
const withoutNul = { error: V.nulCharacter.id, abort: true } as const;
const noNul = (value: string) => !hasNulCharacter(value);

/** Any string without NUL: for text that has no other rule (names of files, tags, free keys). */
export function plainText() {
  return z.string().refine(noNul, withoutNul);
}

export type TextLimits = { min?: number; max?: number };

/** Required text: trimmed; blank counts as missing (spec §5 'Obrigatório.'). */
export function requiredText({ min = 1, max }: TextLimits = {}, requiredMessage: string = V.required.id) {
  let schema = z
    .string({ error: missingAs(requiredMessage) })
    .refine(noNul, withoutNul)
    .trim()
    .min(1, requiredMessage);
  if (min > 1) schema = schema.min(min, V.minLength.id);
  if (max !== undefined) schema = schema.max(max, V.maxLength.id);
  return schema;
}

/** Optional text: blank becomes null so the API stores one kind of "empty". */
export function optionalText({ min, max }: TextLimits = {}) {
  let schema = z.string().refine(noNul, withoutNul).trim();
  if (min !== undefined) schema = schema.min(min, V.minLength.id);
  if (max !== undefined) schema = schema.max(max, V.maxLength.id);
  return z.preprocess(blankToNull, schema.nullable()).optional();
}

/** No value: null, blank text, an empty list. `false` and 0 are values. */
export function isBlankValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function blankToNull(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? null : value;
}

/** Spec §5: "must match a simple address pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5, the e-mail rule: required ('Email needs to be entered') and valid ('Invalid email'). */
export const emailSchema = z
  .string({ error: missingAs(V.emailRequired.id) })
  .refine(noNul, withoutNul)
  .trim()
  // A blank address is missing, not also malformed: one message.
  .min(1, { error: V.emailRequired.id, abort: true })
  .max(254, V.maxLength.id)
  .regex(EMAIL_PATTERN, V.emailInvalid.id)
  .transform((email) => email.toLowerCase());

export const optionalEmailSchema = z.preprocess(blankToNull, emailSchema.nullable()).optional();

/** Spec §5: "A LinkedIn URL gets https:// prefixed if it has no scheme" — applied to every link a user types. */
export function withUrlScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === "" || /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, "")}`;
}

/** http(s), a dotted host, no spaces: the shape of a link a person can open (no DOM or Node URL parser needed). */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+(?::\d+)?(?:[/?#]\S*)?$/i;

function isHttpUrl(url: string): boolean {
  return HTTP_URL.test(url);
}

export const urlSchema = z
  .string({ error: missingAs(V.required.id) })
  .refine(noNul, withoutNul)
  .trim()
  .min(1, V.required.id)
  .transform(withUrlScheme)
  .refine(isHttpUrl, V.urlInvalid.id);

export const optionalUrlSchema = z.preprocess(blankToNull, urlSchema.nullable()).optional();
