import { z } from "zod";
import { MAX_RECORD_ID } from "../rules/ids";
import { V } from "../rules/messages";
import { missingAs } from "../rules/text";

/**
 * An id as written in a path or a query string: decimal digits only, no sign, no leading zero, no spaces, no
 * exponent or hex (`1e3`, `0x10`, ` 12`, `012` and `-1` are not ids), at most `MAX_RECORD_ID`.
 */
const CANONICAL_ID = /^[1-9]\d{0,9}$/;

export function isCanonicalId(text: string): boolean {
  return CANONICAL_ID.test(text) && Number(text) <= MAX_RECORD_ID;
}

/** Parses a path or query id; a route's schema refuses (400) anything `isCanonicalId` refuses. */
export const pathIdSchema = z
  .string({ error: missingAs(V.required.id) })
  .refine(isCanonicalId, V.idInvalid.id)
  .transform(Number);
