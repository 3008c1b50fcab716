/**
 * Cancelling a record that is cancelled rather than deleted (the registry's `cancellation`: an interview): its fields
 * stay, its `at` field is set to now and its `reason` to the text given. A reason is required: whoever reads the record
 * later, and whoever the write's effects tell (an interview's participants), learn why. One write of the engine, so
 * its audit and effects are those of any update.
 */
import { type AnyEntity, CANCEL_REASON_LENGTH, type Locale } from "@seleta/domain";
import type { RecruiterPrincipal } from "../auth/principal";
import type { Database } from "../db/client";
import { HttpError, notFound } from "../edge/errors";
import { announceChange, changeContext, findRow, rootKey, updateRecord } from "./records";

const TEXT: Record<Locale, { reasonRequired: string; tooLong: string; alreadyCancelled: string }> = {
  "pt-BR": {
    reasonRequired: "Diga por que está cancelando.",
    tooLong: `Use no máximo ${CANCEL_REASON_LENGTH} caracteres.`,
    alreadyCancelled: "Este registro já foi cancelado.",
  },
  en: {
    reasonRequired: "Say why you are cancelling.",
    tooLong: `Use at most ${CANCEL_REASON_LENGTH} characters.`,
    alreadyCancelled: "This record is already cancelled.",
  },
};

/** Cancels the record the recruiter may update (404 otherwise); answers its row as it now is. */
export async function cancelRecord(
  db: Database,
  principal: RecruiterPrincipal,
  entity: AnyEntity & { cancellation: NonNullable<AnyEntity["cancellation"]> },
  id: number,
  reason: string,
  locale: Locale,
  requestId: string,
): Promise<Record<string, unknown>> {
  const { at, reason: reasonField } = entity.cancellation;
  const why = reason.trim();
  const field = `${rootKey(entity)}.${reasonField}`;
  if (why === "")
    throw new HttpError(422, "reason_required", TEXT[locale].reasonRequired, {
      [field]: [TEXT[locale].reasonRequired],
    });
  if (why.length > CANCEL_REASON_LENGTH)
    throw new HttpError(422, "reason_too_long", TEXT[locale].tooLong, { [field]: [TEXT[locale].tooLong] });
  const change = changeContext(principal, requestId);
  const row = await db.drizzle.transaction(async (tx) => {
    const existing = await findRow(tx, principal, "update", entity, id);
    if (!existing) throw notFound();
    if (existing[at] !== null && existing[at] !== undefined) {
      throw new HttpError(409, "already_cancelled", TEXT[locale].alreadyCancelled);
    }
    await updateRecord(tx, entity, id, { [at]: new Date().toISOString(), [reasonField]: why }, change);
    return (await findRow(tx, principal, "read", entity, id)) ?? existing;
  });
  announceChange(db, change);
  return row;
}
