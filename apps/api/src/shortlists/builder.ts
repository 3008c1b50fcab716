/**
 * The recruiter's shortlist builder (routes/recruiters/shortlists.ts): a job's shortlists, their candidates in order,
 * each candidate's presentation and what the client sees of them.
 *
 * Who: a recruiter whose role reads jobs and applies reads shortlists; one who also updates jobs changes them (a
 * shortlist is part of the job's delivery to its client). The job must be one the policy lets them read (or update)
 * in their business (`rowScope`), and every apply added one they may read: anything else is the same 404 as an
 * unknown id, so another business's shortlists cannot be told apart from none.
 *
 * Every change takes the shortlist's row lock first (`for update`), so changes to one shortlist happen one after the
 * other: positions stay dense (0…n-1), a reorder is checked against the applies the shortlist holds at that moment,
 * and a delete reads `sent_at` as the last committed change left it.
 */
import {
  type AnyEntity,
  findEntity,
  formatMessage,
  LIKE_DISLIKE,
  type Locale,
  STAR,
  shortlistBuilderMessages,
  shortlistStatus,
} from "@seleta/domain";
import { type SQL, sql } from "drizzle-orm";
import type { RecruiterPrincipal } from "../auth/principal";
import { allows, rowScope } from "../authz/policy";
import { sanitizeSignature } from "../business/signatureHtml";
import { type Database, type Executor, rowsOf } from "../db/client";
import {
  applies,
  candidates,
  col,
  jobs,
  likeCandidates,
  shortlist_templates,
  shortlistItems,
  shortlistRelationships,
  shortlists,
} from "../db/schema";
import { type ErrorFields, HttpError } from "../edge/errors";
import { optionalPublicHtml } from "../publicSite/publicHtml";
import { type ShortlistApply, shortlistApplies } from "./review";

const jobsEntity = findEntity("jobs") as AnyEntity;
const appliesEntity = findEntity("applies") as AnyEntity;
const templatesEntity = findEntity("shortlist_templates") as AnyEntity;
const M = shortlistBuilderMessages.messages;

type MessageKey = keyof typeof M;

function refusal(status: number, code: string, key: MessageKey, locale: Locale, fields?: ErrorFields): HttpError {
  return new HttpError(status, code, formatMessage(M[key], locale), fields);
}

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/* ------------------------------------------------------------------------------------------------------------ */
/* Reading                                                                                                       */

export type ShortlistSummary = {
  id: number;
  job_id: number;
  name: string;
  status: ReturnType<typeof shortlistStatus>;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
  counts: { candidates: number; likes: number; dislikes: number; stars: number; recipients: number };
};

export type ShortlistItem = {
  apply_id: number;
  position: number;
  stage: number | null;
  candidate: { id: number; name: string; avatar: string | null; role_name: string | null };
  presentation: string | null;
  show_salary: boolean;
  show_cv: boolean;
  counts: { like_candidates: number; deslike_candidates: number; star_candidate: number; amount_description: number };
};

export type ShortlistDetail = ShortlistSummary & { job: { id: number; title: string }; items: ShortlistItem[] };

/**
 * A shortlist's summary columns: its counts (ratings only of the candidates it holds now, by reviewers of this
 * shortlist) and the facts its status is derived from.
 */
const SUMMARY_COLUMNS = sql`s.id, s.job_id, s.name, s.sent_at, s.created_at, s.updated_at,
  (select count(*) from ${shortlistItems} i where i.shortlist_id = s.id) as candidates,
  (select count(*) from ${shortlistRelationships} r where r.shortlist_id = s.id and r.revoked_at is null)
    as recipients,
  exists (select 1 from ${shortlistRelationships} r where r.shortlist_id = s.id and r.last_access_at is not null)
    as viewed,
  rated.likes, rated.dislikes, rated.stars`;

const RATINGS = sql`left join lateral (
    select count(*) filter (where l.type_avaliation = ${LIKE_DISLIKE} and l.like_avaliation) as likes,
           count(*) filter (where l.type_avaliation = ${LIKE_DISLIKE} and not l.like_avaliation) as dislikes,
           count(*) filter (where l.type_avaliation = ${STAR} and l.like_avaliation) as stars
    from ${likeCandidates} l
    join ${shortlistRelationships} r on r.id = l.shortlist_relationship_id
    join ${shortlistItems} i on i.shortlist_id = s.id and i.apply_id = l.apply_id
    where r.shortlist_id = s.id
  ) rated on true`;

/**
 * A candidate's ratings in this shortlist: its reviewers' only, as the shortlist's counts are (the apply's own counters
 * add every shortlist of the job, which the apply's card shows).
 */
const ITEM_RATINGS = sql`left join lateral (
    select count(*) filter (where l.type_avaliation = ${LIKE_DISLIKE} and l.like_avaliation) as like_candidates,
           count(*) filter (where l.type_avaliation = ${LIKE_DISLIKE} and not l.like_avaliation) as deslike_candidates,
           count(*) filter (where l.type_avaliation = ${STAR} and l.like_avaliation) as star_candidate,
           count(*) filter (where l.description is not null and l.description <> '') as amount_description
    from ${likeCandidates} l
    join ${shortlistRelationships} r on r.id = l.shortlist_relationship_id
    where r.shortlist_id = i.shortlist_id and l.apply_id = i.apply_id
  ) rated on true`;

function summaryOf(row: Record<string, unknown>): ShortlistSummary {
  const counts = {
    candidates: Number(row.candidates ?? 0),
    likes: Number(row.likes ?? 0),
    dislikes: Number(row.dislikes ?? 0),
    stars: Number(row.stars ?? 0),
    recipients: Number(row.recipients ?? 0),
  };
  const sentAt = iso(row.sent_at);
  return {
    id: Number(row.id),
    job_id: Number(row.job_id),
    name: String(row.name),
    status: shortlistStatus({
      sentAt,
      viewed: row.viewed === true,
      rated: counts.likes + counts.dislikes + counts.stars > 0,
    }),
    sent_at: sentAt,
    created_at: iso(row.created_at) as string,
    updated_at: iso(row.updated_at) as string,
    counts,
  };
}

/** Reads need read on jobs and applies; changes also update on jobs (403 otherwise, before any row is looked at). */
export function mayUseShortlists(principal: RecruiterPrincipal, change: boolean): boolean {
  return (
    allows(principal, "read", jobsEntity) &&
    allows(principal, "read", appliesEntity) &&
    (!change || allows(principal, "update", jobsEntity))
  );
}

/** The job, as the principal may read (or change the shortlists of) it, or 404. */
async function jobOf(
  executor: Executor,
  principal: RecruiterPrincipal,
  jobId: number,
  change: boolean,
  locale: Locale,
): Promise<{ id: number; title: string }> {
  const [job] = await rowsOf<{ id: number; title: string }>(
    executor.execute(
      sql`select ${col(jobs, "id")} as id, ${col(jobs, "title")} as title from ${jobs}
          where ${col(jobs, "id")} = ${jobId} and ${jobScope(principal, change)}`,
    ),
  );
  if (!job) throw refusal(404, "not_found", "jobNotFound", locale);
  return { id: Number(job.id), title: String(job.title ?? "") };
}

const jobScope = (principal: RecruiterPrincipal, change: boolean): SQL =>
  rowScope(principal, change ? "update" : "read", jobsEntity, jobs);

/**
 * The shortlist, through its job's scope, or 404. `lock` takes its row lock for the transaction: every change
 * does, so changes to one shortlist run one after the other.
 */
async function shortlistRow(
  executor: Executor,
  principal: RecruiterPrincipal,
  shortlistId: number,
  { change, lock }: { change: boolean; lock: boolean },
  locale: Locale,
): Promise<{ id: number; job_id: number; job_title: string; name: string; sent_at: string | null }> {
  const [row] = await rowsOf<Record<string, unknown>>(
    executor.execute(
      sql`select s.id, s.job_id, s.name, s.sent_at, ${col(jobs, "title")} as job_title
          from ${shortlists} s join ${jobs} on ${col(jobs, "id")} = s.job_id
          where s.id = ${shortlistId} and s.business_id = ${principal.businessId} and ${jobScope(principal, change)}
          ${lock ? sql`for update of s` : sql``}`,
    ),
  );
  if (!row) throw refusal(404, "not_found", "notFound", locale);
  return {
    id: Number(row.id),
    job_id: Number(row.job_id),
    job_title: String(row.job_title ?? ""),
    name: String(row.name),
    sent_at: iso(row.sent_at),
  };
}

/** The shortlist as the principal may read it (the builder's read rule), or the builder's 404. */
export function readableShortlist(
  db: Database,
  principal: RecruiterPrincipal,
  shortlistId: number,
  locale: Locale,
): Promise<{ id: number; job_id: number; job_title: string; name: string; sent_at: string | null }> {
  return shortlistRow(db.drizzle, principal, shortlistId, { change: false, lock: false }, locale);
}

/** The job as the principal may read its shortlists (the builder's read rule), or the builder's 404. */
export function readableJob(
  db: Database,
  principal: RecruiterPrincipal,
  jobId: number,
  locale: Locale,
): Promise<{ id: number; title: string }> {
  return jobOf(db.drizzle, principal, jobId, false, locale);
}

/** The job's shortlists, newest first, each with its status and counts. */
export async function jobShortlists(
  db: Database,
  principal: RecruiterPrincipal,
  jobId: number,
  locale: Locale,
): Promise<ShortlistSummary[]> {
  await jobOf(db.drizzle, principal, jobId, false, locale);
  const rows = await rowsOf<Record<string, unknown>>(
    db.drizzle.execute(
      sql`select ${SUMMARY_COLUMNS} from ${shortlists} s ${RATINGS}
          where s.job_id = ${jobId} and s.business_id = ${principal.businessId}
          order by s.created_at desc, s.id desc`,
    ),
  );
  return rows.map(summaryOf);
}

async function detailOf(executor: Executor, shortlistId: number, job: { id: number; title: string }) {
  const [summary] = await rowsOf<Record<string, unknown>>(
    executor.execute(sql`select ${SUMMARY_COLUMNS} from ${shortlists} s ${RATINGS} where s.id = ${shortlistId}`),
  );
  const items = await rowsOf<Record<string, unknown>>(
    executor.execute(
      sql`select i.apply_id, i.position, i.comments, i.show_salary, i.show_cv, a.stage, rated.like_candidates,
                 rated.deslike_candidates, rated.star_candidate, rated.amount_description, c.id as candidate_id,
                 coalesce(a.candidate_name, c.name) as candidate_name,
                 coalesce(a.candidate_avatar, c.avatar) as candidate_avatar, c.role_name
          from ${shortlistItems} i
          join ${applies} a on a.id = i.apply_id
          left join ${candidates} c on c.id = a.candidate_id and c.business_id = a.business_id
          ${ITEM_RATINGS}
          where i.shortlist_id = ${shortlistId}
          order by i.position, i.id`,
    ),
  );
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  return {
    ...summaryOf(summary as Record<string, unknown>),
    job,
    items: items.map(
      (row): ShortlistItem => ({
        apply_id: Number(row.apply_id),
        position: Number(row.position),
        stage: row.stage === null || row.stage === undefined ? null : Number(row.stage),
        candidate: {
          id: Number(row.candidate_id ?? 0),
          name: String(row.candidate_name ?? ""),
          avatar: text(row.candidate_avatar),
          role_name: text(row.role_name),
        },
        presentation: text(row.comments),
        show_salary: row.show_salary === true,
        show_cv: row.show_cv === true,
        counts: {
          like_candidates: Number(row.like_candidates ?? 0),
          deslike_candidates: Number(row.deslike_candidates ?? 0),
          star_candidate: Number(row.star_candidate ?? 0),
          amount_description: Number(row.amount_description ?? 0),
        },
      }),
    ),
  };
}

/** One shortlist with its candidates in order, as the recruiter works on it. */
export async function shortlistDetail(
  db: Database,
  principal: RecruiterPrincipal,
  shortlistId: number,
  locale: Locale,
): Promise<ShortlistDetail> {
  const row = await shortlistRow(db.drizzle, principal, shortlistId, { change: false, lock: false }, locale);
  return detailOf(db.drizzle, row.id, { id: row.job_id, title: row.job_title });
}

/** Exactly what a client would receive of the shortlist: the review's answer without the reviewer. */
export async function shortlistPreview(
  db: Database,
  principal: RecruiterPrincipal,
  shortlistId: number,
  locale: Locale,
): Promise<{
  shortlist: { id: number; name: string; sent_at: string | null; job: { id: number; title: string } };
  applies: ShortlistApply[];
}> {
  const row = await shortlistRow(db.drizzle, principal, shortlistId, { change: false, lock: false }, locale);
  return {
    shortlist: { id: row.id, name: row.name, sent_at: row.sent_at, job: { id: row.job_id, title: row.job_title } },
    applies: await shortlistApplies(db, row.id, principal.businessId as number),
  };
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Changing                                                                                                      */

/** Runs `change` on the locked shortlist in one transaction and answers the shortlist as it then stands. */
async function changing(
  db: Database,
  principal: RecruiterPrincipal,
  shortlistId: number,
  locale: Locale,
  change: (tx: Executor, shortlist: Awaited<ReturnType<typeof shortlistRow>>) => Promise<void>,
): Promise<ShortlistDetail> {
  return db.drizzle.transaction(async (tx) => {
    const shortlist = await shortlistRow(tx, principal, shortlistId, { change: true, lock: true }, locale);
    await change(tx, shortlist);
    await tx.execute(sql`update ${shortlists} set updated_at = now() where id = ${shortlist.id}`);
    return detailOf(tx, shortlist.id, { id: shortlist.job_id, title: shortlist.job_title });
  });
}

/** `applies.shortlisted`: the apply is in at least one shortlist. Kept for the applies' lists and filters. */
async function markShortlisted(tx: Executor, applyIds: readonly number[]): Promise<void> {
  if (applyIds.length === 0) return;
  await tx.execute(
    sql`update ${applies} set shortlisted = exists (select 1 from ${shortlistItems} i where i.apply_id = ${col(applies, "id")})
        where ${col(applies, "id")} in (${sql.join(
          applyIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}

/** The applies the shortlist holds (read under its lock by the changes). */
async function heldApplies(tx: Executor, shortlistId: number): Promise<number[]> {
  const rows = await rowsOf<{ apply_id: number }>(
    tx.execute(sql`select apply_id from ${shortlistItems} where shortlist_id = ${shortlistId}`),
  );
  return rows.map((row) => Number(row.apply_id));
}

/** Gives the shortlist's items the positions 0…n-1 in their current order (after a removal). */
async function renumber(tx: Executor, shortlistId: number): Promise<void> {
  await tx.execute(
    sql`update ${shortlistItems} i set position = o.position
        from (select id, (row_number() over (order by position, id) - 1)::int as position
              from ${shortlistItems} where shortlist_id = ${shortlistId}) o
        where i.id = o.id and i.position is distinct from o.position`,
  );
}

/**
 * Adds applies at the end in the order given, each once: one already in the shortlist keeps its place. Every id must
 * be an apply of the shortlist's job the recruiter may read: an unknown one (or another business's) and one of
 * another job are refused by their index, and nothing is added.
 */
async function addApplies(
  tx: Executor,
  principal: RecruiterPrincipal,
  shortlist: { id: number; job_id: number },
  applyIds: readonly number[],
  locale: Locale,
): Promise<void> {
  const wanted = [...new Set(applyIds)];
  if (wanted.length === 0) return;
  const found = await rowsOf<{ id: number; job_id: number }>(
    tx.execute(
      sql`select ${col(applies, "id")} as id, ${col(applies, "job_id")} as job_id from ${applies}
          where ${col(applies, "id")} in (${sql.join(
            wanted.map((id) => sql`${id}`),
            sql`, `,
          )}) and ${rowScope(principal, "read", appliesEntity, applies)}`,
    ),
  );
  const jobOfApply = new Map(found.map((row) => [Number(row.id), Number(row.job_id)]));
  const fields: ErrorFields = {};
  let anotherJob = false;
  applyIds.forEach((id, index) => {
    const job = jobOfApply.get(id);
    if (job === shortlist.job_id) return;
    anotherJob ||= job !== undefined;
    fields[`apply_ids.${index}`] = [formatMessage(job === undefined ? M.applyNotFound : M.applyOfAnotherJob, locale)];
  });
  if (Object.keys(fields).length > 0) {
    // The summary names the refusal a recruiter can act on first: an apply of another job was picked by mistake.
    throw anotherJob
      ? refusal(422, "apply_of_another_job", "applyOfAnotherJob", locale, fields)
      : refusal(422, "apply_not_found", "applyNotFound", locale, fields);
  }
  const present = new Set(await heldApplies(tx, shortlist.id));
  const added = wanted.filter((id) => !present.has(id));
  if (added.length === 0) return;
  // An apply deleted with its items (the foreign key cascades) leaves a gap: close it so the new ones follow on.
  await renumber(tx, shortlist.id);
  const start = present.size;
  await tx.execute(
    sql`insert into ${shortlistItems} (business_id, shortlist_id, apply_id, position)
        values ${sql.join(
          added.map((id, index) => sql`(${principal.businessId}, ${shortlist.id}, ${id}, ${start + index})`),
          sql`, `,
        )}`,
  );
  await markShortlisted(tx, added);
}

/** A new shortlist of the job, with its first applies when given. */
export async function createShortlist(
  db: Database,
  principal: RecruiterPrincipal,
  jobId: number,
  input: { name: string; apply_ids?: readonly number[] | undefined },
  locale: Locale,
): Promise<ShortlistDetail> {
  const created = await db.drizzle.transaction(async (tx) => {
    const job = await jobOf(tx, principal, jobId, true, locale);
    const [row] = await rowsOf<{ id: number }>(
      tx.execute(
        sql`insert into ${shortlists} (business_id, job_id, name, owner_id)
            values (${principal.businessId}, ${job.id}, ${input.name}, ${principal.id})
            returning id`,
      ),
    );
    const shortlist = { id: Number(row?.id), job_id: job.id };
    await addApplies(tx, principal, shortlist, input.apply_ids ?? [], locale);
    return detailOf(tx, shortlist.id, job);
  });
  return created;
}

export function renameShortlist(
  db: Database,
  principal: RecruiterPrincipal,
  shortlistId: number,
  name: string,
  locale: Locale,
): Promise<ShortlistDetail> {
  return changing(db, principal, shortlistId, locale, async (tx, shortlist) => {
    await tx.execute(sql`update ${shortlists} set name = ${name} where id = ${shortlist.id}`);
  });
}

/** Deletes a draft; a shortlist already sent stays (its reviewers' links and ratings are the client's record). */
export async function deleteShortlist(
  db: Database,
  principal: RecruiterPrincipal,
  shortlistId: number,
  locale: Locale,
): Promise<void> {
  await db.drizzle.transaction(async (tx) => {
    const shortlist = await shortlistRow(tx, principal, shortlistId, { change: true, lock: true }, locale);
    if (shortlist.sent_at !== null) throw refusal(409, "shortlist_sent", "sentCannotBeDeleted", locale);
    const removed = await rowsOf<{ apply_id: number }>(
      tx.execute(sql`delete from ${shortlistItems} where shortlist_id = ${shortlist.id} returning apply_id`),
    );
    await tx.execute(sql`delete from ${shortlists} where id = ${shortlist.id}`);
    await markShortlisted(
      tx,
      removed.map((row) => Number(row.apply_id)),
    );
  });
}

export function addToShortlist(
  db: Database,
  principal: RecruiterPrincipal,
  shortlistId: number,
  applyIds: readonly number[],
  locale: Locale,
): Promise<ShortlistDetail> {
  return changing(db, principal, shortlistId, locale, (tx, shortlist) =>
    addApplies(tx, principal, shortlist, applyIds, locale),
  );
}

export function removeFromShortlist(
  db: Database,
  principal: RecruiterPrincipal,
  shortlistId: number,
  applyId: number,
  locale: Locale,
): Promise<ShortlistDetail> {
  return changing(db, principal, shortlistId, locale, async (tx, shortlist) => {
    const removed = await rowsOf<{ id: number }>(
      tx.execute(
        sql`delete from ${shortlistItems} where shortlist_id = ${shortlist.id} and apply_id = ${applyId}
            returning id`,
      ),
    );
    if (removed.length === 0) throw refusal(404, "not_in_shortlist", "notInShortlist", locale);
    await renumber(tx, shortlist.id);
    await markShortlisted(tx, [applyId]);
  });
}

/** The whole new order in one call: it must name exactly the shortlist's applies, each once (422 otherwise). */
export function reorderShortlist(
  db: Database,
  principal: RecruiterPrincipal,
  shortlistId: number,
  applyIds: readonly number[],
  locale: Locale,
): Promise<ShortlistDetail> {
  return changing(db, principal, shortlistId, locale, async (tx, shortlist) => {
    const current = await heldApplies(tx, shortlist.id);
    const named = new Set(applyIds);
    const exact =
      named.size === applyIds.length && named.size === current.length && current.every((id) => named.has(id));
    if (!exact) {
      throw refusal(422, "order_mismatch", "orderMismatch", locale, {
        apply_ids: [formatMessage(M.orderMismatch, locale)],
      });
    }
    if (applyIds.length === 0) return;
    await tx.execute(
      sql`update ${shortlistItems} i set position = v.position
          from (values ${sql.join(
            applyIds.map((id, position) => sql`(${id}::int, ${position}::int)`),
            sql`, `,
          )}) as v(apply_id, position)
          where i.shortlist_id = ${shortlist.id} and i.apply_id = v.apply_id and i.position is distinct from v.position`,
    );
  });
}

/**
 * A presentation as stored: what the app's rich-text gate keeps, or null when a client would see nothing of it (only
 * markup, or what only the gate's wider allow-list keeps, such as an image: the client's pages show text structure).
 */
export function storedPresentation(html: string | null): string | null {
  const kept = sanitizeSignature(html);
  return kept === null || optionalPublicHtml(kept) === null ? null : kept;
}

/**
 * The recruiter's presentation of one candidate and what the client sees of them. The presentation passes the app's
 * rich-text gate before it is stored (what runs, loads or hides is dropped); nothing left is no presentation.
 */
export function updateShortlistItem(
  db: Database,
  principal: RecruiterPrincipal,
  shortlistId: number,
  applyId: number,
  input: { presentation?: string | null | undefined; show_salary?: boolean | undefined; show_cv?: boolean | undefined },
  locale: Locale,
): Promise<ShortlistDetail> {
  return changing(db, principal, shortlistId, locale, async (tx, shortlist) => {
    const sets: SQL[] = [];
    if (input.presentation !== undefined) sets.push(sql`comments = ${storedPresentation(input.presentation)}`);
    if (input.show_salary !== undefined) sets.push(sql`show_salary = ${input.show_salary}`);
    if (input.show_cv !== undefined) sets.push(sql`show_cv = ${input.show_cv}`);
    const updated = await rowsOf<{ id: number }>(
      tx.execute(
        sql`update ${shortlistItems} set ${sql.join(sets, sql`, `)}
            where shortlist_id = ${shortlist.id} and apply_id = ${applyId} returning id`,
      ),
    );
    if (updated.length === 0) throw refusal(404, "not_in_shortlist", "notInShortlist", locale);
  });
}

/**
 * A shortlist template applied to the shortlist, under its row lock: each candidate without a presentation gets the
 * template's (through the same rich-text gate as a typed one), and every candidate's salary and CV switches take the
 * template's defaults (unset is off). The template is read with the recruiter's read rule on shortlist_templates:
 * another business's, or an unknown one, is 404 and nothing changes.
 */
export function applyShortlistTemplate(
  db: Database,
  principal: RecruiterPrincipal,
  shortlistId: number,
  templateId: number,
  locale: Locale,
): Promise<ShortlistDetail> {
  return changing(db, principal, shortlistId, locale, async (tx, shortlist) => {
    const [template] = await rowsOf<Record<string, unknown>>(
      tx.execute(
        sql`select ${col(shortlist_templates, "presentation")} as presentation,
                   ${col(shortlist_templates, "show_salary_expectation")} as show_salary,
                   ${col(shortlist_templates, "show_cv")} as show_cv
            from ${shortlist_templates}
            where ${col(shortlist_templates, "id")} = ${templateId}
              and ${rowScope(principal, "read", templatesEntity, shortlist_templates)}`,
      ),
    );
    if (!template) throw refusal(404, "template_not_found", "templateNotFound", locale);
    const presentation = storedPresentation(typeof template.presentation === "string" ? template.presentation : null);
    await tx.execute(
      sql`update ${shortlistItems}
          set comments = case when comments is null or comments = '' then ${presentation} else comments end,
              show_salary = ${template.show_salary === true},
              show_cv = ${template.show_cv === true}
          where shortlist_id = ${shortlist.id}`,
    );
  });
}
