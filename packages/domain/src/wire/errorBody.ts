import type { apiErrorBodySchema } from "./errors";
import type { WireOf } from "./shared";

/** The API's error body as `apiErrorBodySchema` reads it. */
export type ApiErrorBodyShape = WireOf<typeof apiErrorBodySchema>;

/** An object with keys (zod's object check): not null, not an array. */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A plain object (zod's record check): made by `{}`, JSON or `Object.create(null)`, not a Date or a class. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isStringArray(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

function isFieldMessages(value: unknown): boolean {
  return isPlainObject(value) && Object.values(value).every(isStringArray);
}

/**
 * Whether a value is the API's error body, checked by hand: the same answers as `apiErrorBodySchema.safeParse`
 * (errorBody.test.ts holds the two to the same verdicts), without zod, so that the client's every request — the
 * sign-in page's included — can tell an error body from any other answer without loading the validation library.
 */
export function isApiErrorBodyShape(value: unknown): value is ApiErrorBodyShape {
  if (!isObject(value) || !isObject(value.error)) return false;
  const { code, message, request_id: requestId, fields } = value.error;
  return (
    typeof code === "string" &&
    typeof message === "string" &&
    (requestId === undefined || typeof requestId === "string") &&
    (fields === undefined || isFieldMessages(fields))
  );
}
