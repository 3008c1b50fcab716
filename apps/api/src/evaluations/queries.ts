/**
 * Evaluations sent to candidates (routes/candidates/candidateEvaluations.ts): the active evaluations of a business,
 * the requests of an apply, the request a candidate answers, and the evaluation's count of answers.
 */
import type { AnyEntity } from "@seleta/domain";
import { findEntity } from "@seleta/domain";
import { sql } from "drizzle-orm";
import type { Principal } from "../auth/principal";
import { rowScope } from "../authz/policy";
import { type Database, type Executor, rowsOf } from "../db/client";
import { entityTable } from "../db/schema";

const appliesEntity = findEntity("applies") as AnyEntity;
const appliesTable = entityTable("applies");
const requestsTable = entityTable("evaluation_requests");
const evaluationsTable = entityTable("evaluations");
const candidatesTable = entityTable("candidates");

export type RequestRow = {
  id: number;
  evaluation_id: number;
  evaluation_title: string;
  sent_at: unknown;
  answered_at: unknown;
  answers: unknown;
};

const REQUEST_COLUMNS = sql`r.id, r.evaluation_id, e.title as evaluation_title, r.sent_at, r.answered_at, r.answers`;

/** The requests sent for an apply, newest first (one when `id` is given). */
export async function requestRowsOfApply(executor: Executor, applyId: number, id?: number): Promise<RequestRow[]> {
  const rows = await rowsOf<RequestRow>(
    executor.execute(sql`select ${REQUEST_COLUMNS}
      from ${requestsTable} r join ${evaluationsTable} e on e.id = r.evaluation_id
      where r.apply_id = ${applyId} ${id === undefined ? sql`` : sql`and r.id = ${id}`}
      order by r.sent_at desc, r.id desc`),
  );
  return rows;
}

export type CandidateRequestRow = {
  id: number;
  uid: string;
  evaluation_id: number;
  answered_at: unknown;
  title: string;
  description: string | null;
  questions: unknown;
  time_limit_minutes: number | null;
};

/** The evaluation sent to this candidate under this uid; undefined for an unknown uid or another's. */
export async function candidateRequestOf(
  executor: Executor,
  candidate: { id: number; businessId: number },
  uid: string,
  lock = false,
): Promise<CandidateRequestRow | undefined> {
  const [row] = await rowsOf<CandidateRequestRow>(
    executor.execute(sql`select r.id, r.uid, r.evaluation_id, r.answered_at, e.title, e.description, e.questions,
                                e.time_limit_minutes
      from ${requestsTable} r join ${evaluationsTable} e on e.id = r.evaluation_id
      where r.uid = ${uid} and r.candidate_id = ${candidate.id} and r.business_id = ${candidate.businessId}
      ${lock ? sql`for update of r` : sql``}`),
  );
  return row;
}

/** The apply's id and candidate when the principal may do `action` on it; undefined otherwise. */
export async function applyOfScope(
  db: Database,
  principal: Principal | null,
  action: "read" | "update",
  id: number,
): Promise<{ id: number; candidate_id: number } | undefined> {
  const [row] = await rowsOf<{ id: number; candidate_id: number }>(
    db.drizzle.execute(sql`select ${appliesTable}.id, ${appliesTable}.candidate_id from ${appliesTable}
      where ${appliesTable}.id = ${id} and ${rowScope(principal, action, appliesEntity, appliesTable)}`),
  );
  return row;
}

/** The business's active evaluations, by title. */
export function activeEvaluations(db: Database, businessId: number | null) {
  return rowsOf<{ id: number; title: string }>(
    db.drizzle.execute(sql`select id, title from ${evaluationsTable}
      where business_id = ${businessId} and active is true order by title, id`),
  );
}

/** One of the business's active evaluations, or undefined. */
export async function activeEvaluation(db: Database, businessId: number | null, id: number) {
  const [evaluation] = await rowsOf<{ id: number; title: string }>(
    db.drizzle.execute(sql`select id, title from ${evaluationsTable}
      where id = ${id} and business_id = ${businessId} and active is true`),
  );
  return evaluation;
}

/** The name and e-mail of a candidate, or undefined. */
export async function candidateContact(db: Database, candidateId: number) {
  const [candidate] = await rowsOf<{ name: string | null; email: string | null }>(
    db.drizzle.execute(sql`select name, email from ${candidatesTable} where id = ${candidateId}`),
  );
  return candidate;
}

/** The uid of a request (given by the database when it is created). */
export async function requestUid(executor: Executor, id: number): Promise<{ uid: string } | undefined> {
  const [row] = await rowsOf<{ uid: string }>(executor.execute(sql`select uid from ${requestsTable} where id = ${id}`));
  return row;
}

/** The evaluation's count of answered requests, counted again. */
export async function recountAnswers(executor: Executor, evaluationId: number): Promise<void> {
  await executor.execute(sql`update ${evaluationsTable} set answers_count = (
      select count(*) from ${requestsTable} r
      where r.evaluation_id = ${evaluationId} and r.answered_at is not null)
    where id = ${evaluationId}`);
}
