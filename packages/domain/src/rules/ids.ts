import { z } from "zod";
import { V } from "./messages";
import { missingAs } from "./text";

/** Ids are PostgreSQL `integer` identities: 1 up to the largest 32-bit signed integer. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record's id inside a body (relations, references): a whole number from 1 to `MAX_RECORD_ID`. */
export function recordIdSchema() {
  return z
    .number({ error: missingAs(V.required.id) })
    .int(V.idInvalid.id)
    .min(1, V.idInvalid.id)
    .max(MAX_RECORD_ID, V.idInvalid.id);
}
