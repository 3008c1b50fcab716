/**
 * Lists (tearsheets) filled with candidates picked on a list page or a candidate's page
 * (routes/recruiters/tearsheets.ts), and the business's talent pool.
 *
 * Who: a recruiter whose role updates tearsheets and creates tearsheet_candidates fills a list; the list must be one
 * the policy lets them update (`rowScope`: their business, and theirs unless shared, the registry's `privateRows`),
 * else 404 as an unknown one. Every candidate named must be one they may read: an unknown one, another business's
 * or a deleted one is the same 422 naming its index, and nothing is added.
 *
 * Adding is one set-based statement (insert … select from unnest … on conflict do nothing, on the unique index of
 * (tearsheet_id, candidate_id)), under the list's row lock, so concurrent adds never put a candidate on a list
 * twice and new cards follow one another at the end of the first stage, their positions without gaps.
 */
import { type AnyEntity, findEntity, formatMessage, type Locale } from "@seleta/domain";
import {
  TEARSHEET_CANDIDATES_PER_CALL,
  type TearsheetAddAnswer,
  type TearsheetSummary,
  tearsheetMessages,
} from "@seleta/domain/wire";
import { type SQL, sql } from "drizzle-orm";
import type { RecruiterPrincipal } from "../auth/principal";
import { allows, rowScope } from "../authz/policy";
import { type Database, type Executor, rowsOf } from "../db/client";
import { candidates, col, tearsheet_candidates, tearsheets } from "../db/schema";
import { type ErrorFields, HttpError } from "../edge/errors";
import { recordAudit } from "../engine/audit";
import { type ChangeContext, createRecord } from "../engine/records";

const tearsheetsEntity = findEntity("tearsheets") as AnyEntity;
const listCandidatesEntity = findEntity("tearsheet_candidates") as AnyEntity;
const candidatesEntity = findEntity("candidates") as AnyEntity;
const M = tearsheetMessages.messages;

/** The stage a candidate added to a list starts in (tearsheetStages' first column, "To contact"). */
const FIRST_STAGE = 1;

function refusal(status: number, code: string, text: string, fields?: ErrorFields): HttpError {
  return new HttpError(status, code, text, fields);
}

/** Filling a list needs update on lists, create on their candidates and read on candidates (403 otherwise). */
export function mayFillLists(principal: RecruiterPrincipal): boolean {
  return (
    allows(principal, "update", tearsheetsEntity) &&
    allows(principal, "create", listCandidatesEntity) &&
    allows(principal, "read", candidatesEntity)
  );
}

/** Reading a list's summary (the talent pool's) needs read on lists. */
export function mayReadLists(principal: RecruiterPrincipal): boolean {
  return allows(principal, "read", tearsheetsEntity);
}

/** A list's summary columns, read from `list` (the table, or an alias of it). */
const summary = (list: SQL) => sql`${list}.id, ${list}.name, ${list}.shared, ${list}.talent_pool, ${list}.owner_id,
  (select count(*) from ${tearsheet_candidates} c where c.tearsheet_id = ${list}.id) as candidates_count`;
const SUMMARY = summary(sql`t`);

function summaryOf(row: Record<string, unknown>): TearsheetSummary {
  return {
    id: Number(row.id),
    name: String(row.name ?? ""),
    shared: row.shared === true,
    talent_pool: row.talent_pool === true,
    owner_id: row.owner_id === null || row.owner_id === undefined ? null : Number(row.owner_id),
    candidates_count: Number(row.candidates_count ?? 0),
  };
}

/** The list as the principal may update it, locked for the transaction, or 404. */
async function lockedList(
  tx: Executor,
  principal: RecruiterPrincipal,
  tearsheetId: number,
  locale: Locale,
): Promise<TearsheetSummary> {
  const [row] = await rowsOf<Record<string, unknown>>(
    tx.execute(
      // The policy's condition names the table, so the table goes unaliased here.
      sql`select ${summary(sql`${tearsheets}`)} from ${tearsheets}
          where ${col(tearsheets, "id")} = ${tearsheetId}
            and ${rowScope(principal, "update", tearsheetsEntity, tearsheets)}
          for update of ${tearsheets}`,
    ),
  );
  if (!row) throw refusal(404, "not_found", formatMessage(M.notFound, locale));
  return summaryOf(row);
}

/** An int[] literal of validated ids (the form `unnest` reads the same way on PGlite and PostgreSQL). */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/**
 * Refuses a call naming no candidate or more than one call takes (whole, never cut), and one naming a candidate
 * the principal may not read: each such id's index is named, and what it belongs to is not.
 */
async function checkCandidates(
  tx: Executor,
  principal: RecruiterPrincipal,
  candidateIds: readonly number[],
  locale: Locale,
): Promise<number[]> {
  const wanted = [...new Set(candidateIds)];
  if (wanted.length === 0) throw refusal(422, "no_candidates", formatMessage(M.noCandidates, locale));
  if (wanted.length > TEARSHEET_CANDIDATES_PER_CALL) {
    throw refusal(
      422,
      "too_many_candidates",
      formatMessage(M.tooMany, locale, {
        limit: new Intl.NumberFormat(locale).format(TEARSHEET_CANDIDATES_PER_CALL),
      }),
    );
  }
  const missing = await rowsOf<{ id: number }>(
    tx.execute(
      sql`select u.id from unnest(${idArray(wanted)}) as u(id)
          where not exists (select 1 from ${candidates}
                            where ${col(candidates, "id")} = u.id
                              and ${rowScope(principal, "read", candidatesEntity, candidates)})`,
    ),
  );
  if (missing.length > 0) {
    const unknown = new Set(missing.map((row) => Number(row.id)));
    const fields: ErrorFields = {};
    const text = formatMessage(M.candidateNotFound, locale);
    candidateIds.forEach((id, index) => {
      if (unknown.has(id)) fields[`candidate_ids.${index}`] = [text];
    });
    throw refusal(422, "candidate_not_found", text, fields);
  }
  return wanted;
}

/**
 * Puts the candidates on the locked list in one statement: each not already there goes at the end of the first
 * stage, in the order given; one already there keeps its stage and place.
 */
async function insertCandidates(
  tx: Executor,
  principal: RecruiterPrincipal,
  list: TearsheetSummary,
  ids: readonly number[],
  ctx: ChangeContext,
): Promise<TearsheetAddAnswer> {
  const inserted = await rowsOf<{ id: number }>(
    tx.execute(
      sql`insert into ${tearsheet_candidates}
            (business_id, tearsheet_id, candidate_id, candidate_name, stage, position, added_by_id, created_by,
             updated_by)
          select ${principal.businessId}, ${list.id}, c.id, c.name, ${FIRST_STAGE},
                 coalesce((select max(position) + 1 from ${tearsheet_candidates}
                           where tearsheet_id = ${list.id} and stage = ${FIRST_STAGE}), 0)
                   + row_number() over (order by u.n) - 1,
                 ${principal.id}, ${ctx.accountId}, ${ctx.accountId}
          from unnest(${idArray(ids)}) with ordinality as u(id, n)
          join ${candidates} c on c.id = u.id
          where not exists (select 1 from ${tearsheet_candidates} held
                            where held.tearsheet_id = ${list.id} and held.candidate_id = u.id)
          order by u.n
          on conflict (tearsheet_id, candidate_id) do nothing
          returning id`,
    ),
  );
  const added = inserted.length;
  const [after] = await rowsOf<Record<string, unknown>>(
    tx.execute(
      sql`update ${tearsheets} t
          set candidates_count = (select count(*) from ${tearsheet_candidates} c where c.tearsheet_id = t.id),
              updated_at = now(), updated_by = ${ctx.accountId}
          where t.id = ${list.id}
          returning ${SUMMARY}`,
    ),
  );
  const tearsheet = summaryOf(after as Record<string, unknown>);
  if (added > 0) {
    // One entry for the list, not one per card: what a recruiter reads in its history is how many were added.
    await recordAudit(tx, [
      {
        entity: tearsheetsEntity.name,
        recordId: list.id,
        action: "update",
        changes: { candidates_count: [list.candidates_count, tearsheet.candidates_count] },
        businessId: principal.businessId,
        accountId: ctx.accountId,
        ...(ctx.requestId ? { requestId: ctx.requestId } : {}),
      },
    ]);
  }
  return { tearsheet, added, already: ids.length - added };
}

/** Adds candidates to a list (`POST /recruiters/tearsheets/{id}/candidates`): all the new ones, or none. */
export function addCandidatesToList(
  db: Database,
  principal: RecruiterPrincipal,
  tearsheetId: number,
  candidateIds: readonly number[],
  ctx: ChangeContext,
  locale: Locale,
): Promise<TearsheetAddAnswer> {
  return db.drizzle.transaction(async (tx) => {
    const list = await lockedList(tx, principal, tearsheetId, locale);
    const ids = await checkCandidates(tx, principal, candidateIds, locale);
    return insertCandidates(tx, principal, list, ids, ctx);
  });
}

/**
 * A new list, the principal's, with its first candidates, in one transaction: a refused candidate leaves no list
 * behind. It needs create on lists besides what filling one needs.
 */
export function createListWithCandidates(
  db: Database,
  principal: RecruiterPrincipal,
  input: { name: string; shared?: boolean | undefined; candidate_ids: readonly number[] },
  ctx: ChangeContext,
  locale: Locale,
): Promise<TearsheetAddAnswer> {
  return db.drizzle.transaction(async (tx) => {
    const ids = await checkCandidates(tx, principal, input.candidate_ids, locale);
    const id = await createRecord(
      tx,
      tearsheetsEntity,
      { name: input.name, shared: input.shared ?? false, candidates_count: 0, talent_pool: false },
      ctx,
    );
    const list = await lockedList(tx, principal, id, locale);
    return insertCandidates(tx, principal, list, ids, ctx);
  });
}

/** The business's talent pool (one per business, shared with every recruiter of it), made on first use. */
export async function talentPool(db: Database, principal: RecruiterPrincipal): Promise<TearsheetSummary> {
  const businessId = principal.businessId as number;
  return db.drizzle.transaction(async (tx) => {
    // The unique partial index on (business_id) where talent_pool keeps it one; a concurrent first use finds it.
    await tx.execute(
      sql`insert into ${tearsheets} (business_id, name, shared, talent_pool, candidates_count)
          select ${businessId}, ${TALENT_POOL_NAME}, true, true, 0
          where not exists (select 1 from ${tearsheets} where business_id = ${businessId} and talent_pool)
          on conflict do nothing`,
    );
    const [row] = await rowsOf<Record<string, unknown>>(
      tx.execute(sql`select ${SUMMARY} from ${tearsheets} t where t.business_id = ${businessId} and t.talent_pool`),
    );
    return summaryOf(row as Record<string, unknown>);
  });
}

/** The talent pool's name as first made; the firm may rename it like any list. */
export const TALENT_POOL_NAME = "Banco de talentos";
