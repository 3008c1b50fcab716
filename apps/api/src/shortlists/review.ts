/**
 * Reviewing a shortlist (spec §3 like_candidate, §6, §7): which relationship a request may act as — an outside
 * reviewer by the per-shortlist token, or a client contact by their session — what it shows (the shortlist's
 * applies in order, each the candidate's presented profile: presentedProfile.ts), and the reviewer's evaluations.
 */
import { type AnyEntity, type EvaluationCounts, findEntity, LIKE_DISLIKE, STAR } from "@seleta/domain";
import { sql } from "drizzle-orm";
import type { ClientContactPrincipal } from "../auth/principal";
import { hashToken } from "../auth/secrets";
import { type Database, queryRows } from "../db/client";
import { coalesced } from "../db/coalesced";
import {
  applies,
  candidates,
  client_contacts,
  dataFiles,
  jobs,
  likeCandidates,
  shortlistItems,
  shortlistRelationships,
  shortlists,
} from "../db/schema";
import { type EvaluationEvent, type NotifyContext, notifyEvaluations } from "../notifications/events";
import type { StoredFile } from "../uploads/download";
import { TEXT_CONTENT_TYPES } from "../uploads/fileTypes";
import { PRESENTED_CANDIDATE_COLUMNS, type PresentedApply, presentedProfile } from "./presentedProfile";

/** The registry's model name data files of a candidate are attached by (`data_files.reference_type`). */
const CANDIDATE_MODEL = (findEntity("candidates") as AnyEntity).model;

/** The relationship a request acts as, with the shortlist and job it opens. */
export type Relationship = {
  id: number;
  uid: string;
  businessId: number;
  shortlistId: number;
  shortlistName: string;
  sentAt: string | null;
  jobId: number;
  jobTitle: string;
  name: string | null;
  expiresAt: string | null;
};

type RelationshipRow = {
  id: number;
  uid: string;
  business_id: number;
  shortlist_id: number;
  shortlist_name: string;
  sent_at: string | Date | null;
  job_id: number;
  job_title: string;
  name: string | null;
  expires_at: string | Date | null;
};

const iso = (value: string | Date | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

function relationship(row: RelationshipRow): Relationship {
  return {
    id: Number(row.id),
    uid: row.uid,
    businessId: Number(row.business_id),
    shortlistId: Number(row.shortlist_id),
    shortlistName: row.shortlist_name,
    sentAt: iso(row.sent_at),
    jobId: Number(row.job_id),
    jobTitle: row.job_title,
    name: row.name,
    expiresAt: iso(row.expires_at),
  };
}

/** One shape for both ways in; the conditions differ. A live relationship of a live shortlist of a live job. */
const relationshipSelect = sql`
  select r.id, r.uid, r.business_id, r.shortlist_id, s.name as shortlist_name, s.sent_at, s.job_id,
         j.title as job_title, r.name, r.expires_at, r.token_hash
  from ${shortlistRelationships} r
  join ${shortlists} s on s.id = r.shortlist_id and s.business_id = r.business_id
  join ${jobs} j on j.id = s.job_id and j.business_id = r.business_id and j.deleted_at is null
  where r.revoked_at is null and (r.expires_at is null or r.expires_at > now())`;

/**
 * The outside reviewer's relationship a token opens: `uid` and the token's hash must name the same row, so a token
 * opens its own shortlist and nothing else.
 */
export async function relationshipByToken(db: Database, uid: string, token: string): Promise<Relationship | undefined> {
  return (await tokenReader(db)({ uid, tokenHash: hashToken(token) })) ?? undefined;
}

type TokenLookup = { uid: string; tokenHash: string };

const tokenReaders = new WeakMap<Database, (lookup: TokenLookup) => Promise<Relationship | null>>();

/** Links opened together (a burst of reviewers) are looked up together: one statement for the batch. */
function tokenReader(db: Database) {
  let reader = tokenReaders.get(db);
  if (!reader) {
    reader = coalesced(async (lookups: readonly TokenLookup[]) => {
      const rows = await queryRows<RelationshipRow & { token_hash: string }>(
        db,
        sql`${relationshipSelect}
            and r.client_contact_id is null
            and (r.uid, r.token_hash) in (
              select * from unnest(${sql.param(lookups.map((lookup) => lookup.uid))}::text[],
                                   ${sql.param(lookups.map((lookup) => lookup.tokenHash))}::text[]))`,
      );
      const found = new Map(rows.map((row) => [`${row.uid}:${row.token_hash}`, relationship(row)]));
      return lookups.map((lookup) => found.get(`${lookup.uid}:${lookup.tokenHash}`) ?? null);
    });
    tokenReaders.set(db, reader);
  }
  return reader;
}

/**
 * Any reviewer's relationship to a shortlist of the recruiter's current business (a recruiter answers the
 * reviewer's comments): revoked and expired links included, since the thread outlives the link.
 */
export async function relationshipOfRecruiter(
  db: Database,
  businessId: number,
  uid: string,
): Promise<Relationship | undefined> {
  const [row] = await queryRows<RelationshipRow>(
    db,
    sql`select r.id, r.uid, r.business_id, r.shortlist_id, s.name as shortlist_name, s.sent_at, s.job_id,
               j.title as job_title, r.name, r.expires_at
        from ${shortlistRelationships} r
        join ${shortlists} s on s.id = r.shortlist_id and s.business_id = r.business_id
        join ${jobs} j on j.id = s.job_id and j.business_id = r.business_id and j.deleted_at is null
        where r.uid = ${uid} and r.business_id = ${businessId}`,
  );
  return row && relationship(row);
}

/**
 * A client contact's own relationship to a sent shortlist of one of their company's jobs: under the job (`jobId`,
 * spec §7's calls) or by the relationship's uid alone (`null`, the portal's review page), with the same row rules.
 */
export async function relationshipOfClientContact(
  db: Database,
  principal: ClientContactPrincipal,
  jobId: number | null,
  uid: string,
): Promise<Relationship | undefined> {
  const [row] = await queryRows<RelationshipRow>(
    db,
    sql`${relationshipSelect}
        and r.uid = ${uid} and r.client_contact_id = ${principal.id} and r.business_id = ${principal.businessId}
        and (${jobId}::integer is null or s.job_id = ${jobId}) and s.sent_at is not null
        and j.client_company_id = ${principal.clientCompanyId}`,
  );
  return row && relationship(row);
}

export async function touchRelationship(db: Database, id: number): Promise<void> {
  await queryRows(db, sql`update ${shortlistRelationships} set last_access_at = now() where id = ${id}`);
}

/** Spec §3: "Apply items carry id, like_candidates, deslike_candidates, star_candidate, amount_description". */
type ApplyCounts = {
  like_candidates: number;
  deslike_candidates: number;
  star_candidate: number;
  amount_description: number;
};

export type ShortlistApply = PresentedApply;

/** The candidate's columns the presented profile reads, as one JSON object (the projection picks from it). */
export const candidateObject = sql.join(
  PRESENTED_CANDIDATE_COLUMNS.map((column) => sql`${sql.raw(`'${column}'`)}, c.${sql.raw(column)}`),
  sql`, `,
);

/** The newest CV (a PDF or DOCX attached to the candidate `c`'s record): what its columns name. */
const newestCvOf = (columns: ReturnType<typeof sql>) => sql`(select ${columns} from ${dataFiles} f
  where f.business_id = c.business_id and f.reference_type = ${CANDIDATE_MODEL} and f.reference_id = c.id
    and f.content_type in (${sql.join(
      TEXT_CONTENT_TYPES.map((type) => sql`${type}`),
      sql`, `,
    )})
  order by f.created_at desc, f.id desc limit 1)`;

/** The candidate's newest CV, for the projection to show or not; its id alone for the download. */
const newestCv = newestCvOf(sql`json_build_object('id', f.id, 'name', f.name)`);
const newestCvId = newestCvOf(sql`f.id`);

/**
 * The applies of a shortlist in the consultant's order, each with its evaluation counts, as the presented profile
 * (presentedProfile.ts) shows them to a client: the client's review and the recruiter's preview both answer this.
 */
export async function shortlistApplies(
  db: Database,
  shortlistId: number,
  businessId: number,
): Promise<ShortlistApply[]> {
  const rows = await queryRows<{
    apply_id: number;
    position: number;
    comments: string | null;
    show_salary: boolean;
    show_cv: boolean;
    like_candidates: unknown;
    deslike_candidates: unknown;
    star_candidate: unknown;
    amount_description: unknown;
    salary_expectation: unknown;
    candidate: unknown;
    cv: unknown;
  }>(
    db,
    sql`select a.id as apply_id, i.position, i.comments, i.show_salary, i.show_cv, a.like_candidates,
               a.deslike_candidates, a.star_candidate, a.amount_description, a.salary_expectation,
               json_build_object(${candidateObject}) as candidate, ${newestCv} as cv
        from ${shortlistItems} i
        join ${applies} a on a.id = i.apply_id and a.business_id = ${businessId}
        join ${candidates} c on c.id = a.candidate_id and c.business_id = ${businessId} and c.deleted_at is null
        where i.shortlist_id = ${shortlistId} and i.business_id = ${businessId}
        order by i.position, i.id`,
  );
  const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);
  return rows.map((row) =>
    presentedProfile({
      item: {
        apply_id: Number(row.apply_id),
        position: Number(row.position),
        presentation: row.comments,
        show_salary: row.show_salary === true,
        show_cv: row.show_cv === true,
      },
      apply: row,
      candidate: json(row.candidate) as Record<string, unknown>,
      cv: (json(row.cv) as { id: number; name: string } | null) ?? null,
    }),
  );
}

/**
 * The CV a reviewer may download of one candidate of their shortlist: the newest one the presented profile names,
 * only while the recruiter shows it (`show_cv`); undefined otherwise, as for an apply not in the shortlist.
 */
export async function presentedCvFile(
  db: Database,
  reviewer: Relationship,
  applyId: number,
): Promise<StoredFile | undefined> {
  const [row] = await queryRows<{ cv: unknown }>(
    db,
    sql`select ${newestCvId} as cv
        from ${shortlistItems} i
        join ${applies} a on a.id = i.apply_id and a.business_id = ${reviewer.businessId}
        join ${candidates} c on c.id = a.candidate_id and c.business_id = ${reviewer.businessId}
          and c.deleted_at is null
        where i.shortlist_id = ${reviewer.shortlistId} and i.apply_id = ${applyId} and i.show_cv`,
  );
  if (!row || row.cv === null || row.cv === undefined) return undefined;
  const [file] = await queryRows<StoredFile>(
    db,
    sql`select id, name, storage_key, content_type, size from ${dataFiles} where id = ${Number(row.cv)}`,
  );
  return file && { ...file, id: Number(file.id), size: Number(file.size) };
}

export type Evaluation = {
  apply_id: number;
  type_avaliation: number;
  avaliation: boolean;
  description: string | null;
};

/** The reviewer's own evaluations (spec §7 GET …/like_candidates/). */
export async function evaluationsOf(db: Database, relationshipId: number): Promise<Evaluation[]> {
  const rows = await queryRows<{
    apply_id: number;
    type_avaliation: number;
    like_avaliation: boolean;
    description: string | null;
  }>(
    db,
    sql`select apply_id, type_avaliation, like_avaliation, description from ${likeCandidates}
        where shortlist_relationship_id = ${relationshipId}
        order by apply_id, type_avaliation`,
  );
  return rows.map((row) => ({
    apply_id: Number(row.apply_id),
    type_avaliation: Number(row.type_avaliation),
    avaliation: row.like_avaliation === true,
    description: row.description,
  }));
}

export type EvaluationInput = {
  apply_id: number;
  type_avaliation: typeof LIKE_DISLIKE | typeof STAR;
  like_avaliation: boolean;
  description?: string | null | undefined;
};

/** The apply is not in the shortlist the reviewer opened. */
export class NotInShortlistError extends Error {
  override readonly name = "NotInShortlistError";
}

/**
 * Records a reviewer's evaluation: one per type, reviewer and apply, so a like replaces a dislike (spec §4) and a
 * star toggles. The apply's counts (spec §3) are recounted from every reviewer's evaluations and returned. Once
 * committed, the shortlist's recruiters are notified (`notify.live` pushes it to them).
 *
 * A rating is the busiest write of a shortlist (a client's whole team rating at once), so the ratings arriving
 * together are written together (`coalesced`: those made while one batch is written form the next): per batch, two
 * statements in one transaction and one statement for every notification after it, whatever the batch's size.
 * The first statement locks the applies' rows (in id order, so two batches never wait on each other in a circle) as
 * it checks each apply is in its reviewer's shortlist, then keeps the evaluations; the second, a new snapshot taken
 * under those locks, recounts. Raters of one apply thus recount one after the other, each seeing every evaluation kept
 * before it: the counts stay exact however many rate the same candidate at once (on PostgreSQL a recount in the
 * statement that waited for the row would read its snapshot from before the wait and lose the other rater's
 * evaluation). One reviewer's second rating of the same candidate and type in a batch is written in a transaction of
 * its own after the first, so the last one made is the one kept.
 */
export async function evaluate(
  db: Database,
  reviewer: Relationship,
  input: EvaluationInput,
  notify: Omit<NotifyContext, "db"> = { live: undefined },
): Promise<{ evaluation: Evaluation; counts: EvaluationCounts }> {
  // A star carries no text; a blank description is no description (it would count as a comment).
  const description =
    input.type_avaliation === STAR ? null : input.description?.trim() ? input.description.trim() : null;
  const counts = await ratingWriter(db)({ reviewer, input, description, notify });
  return {
    evaluation: {
      apply_id: input.apply_id,
      type_avaliation: input.type_avaliation,
      avaliation: input.like_avaliation,
      description,
    },
    counts,
  };
}

type Rating = {
  reviewer: Relationship;
  input: EvaluationInput;
  description: string | null;
  notify: Omit<NotifyContext, "db">;
};

const ratingWriters = new WeakMap<Database, (rating: Rating) => Promise<EvaluationCounts>>();

function ratingWriter(db: Database) {
  let writer = ratingWriters.get(db);
  if (!writer) {
    writer = coalesced((ratings) => writeRatings(db, ratings));
    ratingWriters.set(db, writer);
  }
  return writer;
}

const ratingKey = (rating: Rating) => `${rating.reviewer.id}:${rating.input.apply_id}:${rating.input.type_avaliation}`;

/** A batch of ratings: in rounds where each reviewer rates each candidate once per type, a transaction a round. */
async function writeRatings(db: Database, ratings: readonly Rating[]): Promise<(EvaluationCounts | Error)[]> {
  const outcomes: (EvaluationCounts | Error)[] = [];
  let left = ratings.map((rating, index) => ({ rating, index }));
  while (left.length > 0) {
    const seen = new Set<string>();
    const round: typeof left = [];
    const later: typeof left = [];
    for (const entry of left) {
      const key = ratingKey(entry.rating);
      (seen.has(key) ? later : round).push(entry);
      seen.add(key);
    }
    const written = await writeRound(
      db,
      round.map((entry) => entry.rating),
    );
    round.forEach((entry, position) => {
      outcomes[entry.index] = written[position] as EvaluationCounts | Error;
    });
    left = later;
  }
  return outcomes;
}

type CountedRow = Record<keyof ApplyCounts, number | string> & { id: number; candidate_name: string | null };

/** One round of ratings, no two of the same reviewer, apply and type: kept, recounted, then notified. */
async function writeRound(db: Database, ratings: readonly Rating[]): Promise<(EvaluationCounts | Error)[]> {
  const column = <T>(pick: (rating: Rating) => T) => sql.param(ratings.map(pick));
  const { kept, counted } = await db.drizzle.transaction(async (tx) => {
    const rows = async <Row extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
      ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
    const kept = await rows<{
      relationship_id: number;
      apply_id: number;
      type_avaliation: number;
      contact_name: string | null;
    }>(
      sql`with rating as (
            select * from unnest(
              ${column((rating) => rating.reviewer.businessId)}::integer[],
              ${column((rating) => rating.reviewer.id)}::integer[],
              ${column((rating) => rating.reviewer.shortlistId)}::integer[],
              ${column((rating) => rating.input.apply_id)}::integer[],
              ${column((rating) => rating.input.type_avaliation)}::integer[],
              ${column((rating) => rating.input.like_avaliation)}::boolean[],
              ${column((rating) => rating.description)}::text[]
            ) as rating(business_id, relationship_id, shortlist_id, apply_id, type_avaliation, like_avaliation,
                        description)
          ),
          item as (
            select rating.*, a.id as locked_apply_id from rating
            join ${shortlistItems} i on i.shortlist_id = rating.shortlist_id and i.apply_id = rating.apply_id
              and i.business_id = rating.business_id
            join ${applies} a on a.id = i.apply_id
            order by a.id
            for no key update of a
          ),
          kept as (
            insert into ${likeCandidates}
              (business_id, shortlist_relationship_id, apply_id, type_avaliation, like_avaliation, description)
            select business_id, relationship_id, locked_apply_id, type_avaliation, like_avaliation, description
            from item
            on conflict (shortlist_relationship_id, apply_id, type_avaliation)
            do update set like_avaliation = excluded.like_avaliation, description = excluded.description,
                          updated_at = now()
            returning shortlist_relationship_id, apply_id, type_avaliation
          ),
          -- A reviewer who rates has opened the shortlist (the recruiter's "opened"), whatever way they came in.
          touched as (
            update ${shortlistRelationships} set last_access_at = now()
            where id in (select relationship_id from item)
          )
          select kept.shortlist_relationship_id as relationship_id, kept.apply_id, kept.type_avaliation,
                 cc.name as contact_name
          from kept
          join ${shortlistRelationships} r on r.id = kept.shortlist_relationship_id
          left join ${client_contacts} cc on cc.id = r.client_contact_id`,
    );
    if (kept.length === 0) return { kept, counted: [] as CountedRow[] };
    const applyIds = [...new Set(kept.map((row) => Number(row.apply_id)))];
    const counted = await rows<CountedRow>(
      sql`with counted as (
            update ${applies} set
              like_candidates = c.likes, deslike_candidates = c.dislikes, star_candidate = c.stars,
              amount_description = c.described, updated_at = now()
            from (
              select apply_id,
                     count(*) filter (where type_avaliation = ${LIKE_DISLIKE} and like_avaliation) as likes,
                     count(*) filter (where type_avaliation = ${LIKE_DISLIKE} and not like_avaliation) as dislikes,
                     count(*) filter (where type_avaliation = ${STAR} and like_avaliation) as stars,
                     count(*) filter (where description is not null) as described
              from ${likeCandidates} where apply_id = any(${sql.param(applyIds)}::integer[])
              group by apply_id
            ) c
            where ${applies.id} = c.apply_id
            returning ${applies.id} as id, ${applies.candidate_id} as candidate_id,
                      ${applies.like_candidates} as like_candidates,
                      ${applies.deslike_candidates} as deslike_candidates, ${applies.star_candidate} as star_candidate,
                      ${applies.amount_description} as amount_description
          )
          select counted.id, counted.like_candidates, counted.deslike_candidates, counted.star_candidate,
                 counted.amount_description, c.name as candidate_name
          from counted left join ${candidates} c on c.id = counted.candidate_id`,
    );
    return { kept, counted };
  });
  const keptBy = new Map(
    kept.map((row) => [`${row.relationship_id}:${row.apply_id}:${row.type_avaliation}`, row.contact_name]),
  );
  const countedBy = new Map(counted.map((row) => [Number(row.id), row]));
  const events: EvaluationEvent[] = [];
  const outcomes = ratings.map((rating): EvaluationCounts | Error => {
    const { reviewer, input } = rating;
    if (!keptBy.has(ratingKey(rating))) {
      return new NotInShortlistError(`Apply ${input.apply_id} is not in shortlist ${reviewer.shortlistId}`);
    }
    const row = countedBy.get(input.apply_id);
    events.push({
      relationshipId: reviewer.id,
      businessId: reviewer.businessId,
      shortlistId: reviewer.shortlistId,
      jobId: reviewer.jobId,
      jobTitle: reviewer.jobTitle,
      reviewerName: reviewer.name,
      applyId: input.apply_id,
      typeAvaliation: input.type_avaliation,
      likeAvaliation: input.like_avaliation,
      candidateName: row?.candidate_name ?? "",
      contactName: keptBy.get(ratingKey(rating)) ?? null,
    });
    // Spec §3 "Counts returned", the domain's EvaluationCounts (singular names, unlike the apply's columns).
    return {
      like_candidate: Number(row?.like_candidates ?? 0),
      deslike_candidate: Number(row?.deslike_candidates ?? 0),
      star_candidate: Number(row?.star_candidate ?? 0),
      amount_description: Number(row?.amount_description ?? 0),
    };
  });
  const [first] = ratings;
  if (first && events.length > 0) await notifyEvaluations({ ...first.notify, db }, events);
  return outcomes;
}
