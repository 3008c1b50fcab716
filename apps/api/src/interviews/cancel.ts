/**
 * Cancelling an interview: its time and people stay on the record, `cancelled_at` and the reason are set, and the
 * engine's write tells everyone invited (interviews/invitations.ts, a CANCEL with the next sequence). A reason is
 * required: whoever reads the record later, and the participants' mail, learn why.
 */
import { type AnyEntity, findEntity, type Locale } from "@seleta/domain";
import type { RecruiterPrincipal } from "../auth/principal";
import type { Database } from "../db/client";
import { HttpError, notFound } from "../edge/errors";
import { announceChange, changeContext, findRow, recordOf, updateRecord } from "../engine/records";

const interviews = findEntity("interviews") as AnyEntity;

export const CANCEL_REASON_MAX = 500;

const TEXT: Record<Locale, { reasonRequired: string; alreadyCancelled: string }> = {
  "pt-BR": {
    reasonRequired: "Diga por que a entrevista foi cancelada.",
    alreadyCancelled: "Esta entrevista já foi cancelada.",
  },
  en: {
    reasonRequired: "Say why the interview was cancelled.",
    alreadyCancelled: "This interview is already cancelled.",
  },
};

/** Cancels the interview the recruiter may update (404 otherwise); answers the record as it now is. */
export async function cancelInterview(
  db: Database,
  principal: RecruiterPrincipal,
  id: number,
  reason: string,
  locale: Locale,
  requestId: string,
): Promise<Record<string, unknown>> {
  const why = reason.trim();
  if (why === "" || why.length > CANCEL_REASON_MAX) {
    throw new HttpError(422, "cancel_reason_required", TEXT[locale].reasonRequired, {
      "interview.cancel_reason": [TEXT[locale].reasonRequired],
    });
  }
  const change = changeContext(principal, requestId);
  const row = await db.drizzle.transaction(async (tx) => {
    const existing = await findRow(tx, principal, "update", interviews, id);
    if (!existing) throw notFound();
    if (existing.cancelled_at !== null && existing.cancelled_at !== undefined) {
      throw new HttpError(409, "interview_cancelled", TEXT[locale].alreadyCancelled);
    }
    await updateRecord(tx, interviews, id, { cancelled_at: new Date().toISOString(), cancel_reason: why }, change);
    return (await findRow(tx, principal, "read", interviews, id)) ?? existing;
  });
  announceChange(db, change);
  return recordOf(db.drizzle, interviews, row, principal);
}
