/**
 * An interview's calendar file for a recruiter who reads it (`GET /recruiters/interviews/{id}/calendar`): the same
 * iCalendar its participants were mailed, as it stands now, so the recruiter adds it to their own calendar too.
 */
import { type AnyEntity, findEntity } from "@seleta/domain";
import { sql } from "drizzle-orm";
import type { RecruiterPrincipal } from "../auth/principal";
import type { Database } from "../db/client";
import { rowsOf } from "../db/client";
import { notFound } from "../edge/errors";
import { attachRelations, findRow, rowValues } from "../engine/records";
import { interviewCalendarFile } from "./invitations";

const interviews = findEntity("interviews") as AnyEntity;

export async function calendarFileFor(
  db: Database,
  principal: RecruiterPrincipal,
  id: number,
): Promise<{ method: "request" | "cancel"; content: string }> {
  const row = await findRow(db.drizzle, principal, "read", interviews, id);
  if (!row) throw notFound();
  const values = rowValues(interviews, row);
  await attachRelations(db.drizzle, interviews, [values]);
  const [organizer] = await rowsOf<{ name: string; email: string }>(
    db.drizzle.execute(sql`select name, email from recruiters where id = ${principal.id}`),
  );
  return interviewCalendarFile(db.drizzle, { id, row, values }, organizer ?? { name: "Seleta", email: "" });
}
