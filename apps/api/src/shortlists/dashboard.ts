/**
 * The shortlist dashboard's reads: for one shortlist, or every sent shortlist of a job, its reviewers, its
 * candidates in the recruiter's order with each reviewer's ratings, and every comment of their threads. The files
 * (XLSX, PDF) are written from these by exports/shortlistDashboard.ts.
 *
 * What leaves of a candidate is what the presented profile allows (`presentedProfile`, from the same columns the
 * client's review selects): the name and the current role and company, never documents, contact details or private
 * notes. The apply's stage is the recruiter's own (the dashboard is theirs). Counts are of this shortlist's reviewers
 * only (an apply's own counts add up every shortlist it is in). Candidates are read a page at a time and comments
 * likewise, so a large shortlist keeps memory flat.
 */
import { LIKE_DISLIKE, type Locale, STAR } from "@seleta/domain";
import { sql } from "drizzle-orm";
import type { RecruiterPrincipal } from "../auth/principal";
import { type Database, queryRows } from "../db/client";
import {
  applies,
  candidates,
  client_contacts,
  likeCandidates,
  recruiters,
  shortlistComments,
  shortlistItems,
  shortlistRelationships,
  shortlists,
} from "../db/schema";
import { readableJob, readableShortlist } from "./builder";
import { presentedProfile } from "./presentedProfile";
import { candidateObject } from "./review";

/** A shortlist on the dashboard: its own, or each sent one of a job (oldest sending first). */
export type DashboardShortlist = { id: number; name: string; sent_at: Date | null };

/**
 * A reviewer's column: a client contact across the job's shortlists (one key for all their relationships), or one
 * link's holder. `name` is null when the recruiter gave none.
 */
export type DashboardReviewer = { key: string; name: string | null };

export type DashboardRating = { like: boolean | null; star: boolean; reason: string | null };

export type DashboardRow = {
  shortlist: DashboardShortlist;
  /** 1-based, in the recruiter's order within its shortlist. */
  position: number;
  candidate: { name: string; role: string | null; company: string | null };
  stage: number | null;
  likes: number;
  dislikes: number;
  stars: number;
  comments: number;
  /** By reviewer key: only reviewers who rated this candidate. */
  ratings: Map<string, DashboardRating>;
};

export type DashboardComment = {
  shortlist: DashboardShortlist;
  reviewer: string | null;
  candidate: string;
  created_at: Date;
  author: string | null;
  by_recruiter: boolean;
  body: string;
};

/** What the dashboard is of: one shortlist, or a job's sent shortlists. */
export type DashboardSubject = {
  businessId: number;
  job: { id: number; title: string };
  /** The shortlist's name, or null for a job's dashboard (its rows then name their shortlist). */
  shortlistName: string | null;
  shortlists: DashboardShortlist[];
};

/** One shortlist or a job, named by id. */
export type DashboardTarget = { shortlist_id?: number | undefined; job_id?: number | undefined };

/**
 * The shortlist or job as the principal may read it, by the builder's read rule (the caller checks
 * `mayUseShortlists` first): another business's or an unknown one is the builder's 404.
 */
export async function dashboardSubject(
  db: Database,
  principal: RecruiterPrincipal,
  target: DashboardTarget,
  locale: Locale,
): Promise<DashboardSubject> {
  const businessId = principal.businessId as number;
  if (target.shortlist_id !== undefined) {
    const shortlist = await readableShortlist(db, principal, target.shortlist_id, locale);
    return {
      businessId,
      job: { id: shortlist.job_id, title: shortlist.job_title },
      shortlistName: shortlist.name,
      shortlists: [{ id: shortlist.id, name: shortlist.name, sent_at: dateOf(shortlist.sent_at) }],
    };
  }
  const job = await readableJob(db, principal, target.job_id as number, locale);
  return { businessId, job, shortlistName: null, shortlists: await sentShortlistsOfJob(db, businessId, job.id) };
}

/** Candidates and comments read per query. */
export const DASHBOARD_PAGE_SIZE = 200;

const reviewerKey = (row: { id: unknown; client_contact_id: unknown }) =>
  row.client_contact_id === null || row.client_contact_id === undefined
    ? `r${Number(row.id)}`
    : `c${Number(row.client_contact_id)}`;

const dateOf = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

/** A job's sent shortlists, oldest sending first. */
export async function sentShortlistsOfJob(
  db: Database,
  businessId: number,
  jobId: number,
): Promise<DashboardShortlist[]> {
  const rows = await queryRows<{ id: number; name: string; sent_at: unknown }>(
    db,
    sql`select id, name, sent_at from ${shortlists}
        where job_id = ${jobId} and business_id = ${businessId} and sent_at is not null
        order by sent_at, id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, sent_at: dateOf(row.sent_at) }));
}

/** The reviewers of the shortlists, in the order they were given access (revoked links too: their ratings stand). */
export async function dashboardReviewers(
  db: Database,
  businessId: number,
  shortlistIds: readonly number[],
): Promise<DashboardReviewer[]> {
  if (shortlistIds.length === 0) return [];
  const rows = await queryRows<{ id: number; client_contact_id: number | null; name: string | null }>(
    db,
    sql`select r.id, r.client_contact_id, coalesce(cc.name, r.name) as name
        from ${shortlistRelationships} r
        left join ${client_contacts} cc on cc.id = r.client_contact_id
        where r.business_id = ${businessId} and r.shortlist_id in (${sql.join(
          shortlistIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by r.created_at, r.id`,
  );
  const reviewers = new Map<string, DashboardReviewer>();
  for (const row of rows) {
    const key = reviewerKey(row);
    if (!reviewers.has(key)) reviewers.set(key, { key, name: row.name?.trim() ? row.name.trim() : null });
  }
  return [...reviewers.values()];
}

/** How many candidates the shortlists hold (what progress counts). */
export async function dashboardCandidateCount(
  db: Database,
  businessId: number,
  shortlistIds: readonly number[],
): Promise<number> {
  if (shortlistIds.length === 0) return 0;
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${shortlistItems}
        where business_id = ${businessId} and shortlist_id in (${sql.join(
          shortlistIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return Number(row?.total ?? 0);
}

type ItemRow = { item_id: number; position: number; apply_id: number; stage: unknown; candidate: unknown };

/**
 * The shortlist's candidates in the recruiter's order, a page at a time: each page is handed to `onPage` before the
 * next is read.
 */
export async function forEachDashboardPage(
  db: Database,
  businessId: number,
  shortlist: DashboardShortlist,
  onPage: (rows: DashboardRow[]) => Promise<void>,
  pageSize = DASHBOARD_PAGE_SIZE,
): Promise<void> {
  let after = { position: -1, id: 0 };
  let index = 0;
  for (;;) {
    const items = await queryRows<ItemRow>(
      db,
      sql`select i.id as item_id, i.position, a.id as apply_id, a.stage,
                 json_build_object(${candidateObject}) as candidate
          from ${shortlistItems} i
          join ${applies} a on a.id = i.apply_id and a.business_id = ${businessId}
          join ${candidates} c on c.id = a.candidate_id and c.business_id = ${businessId} and c.deleted_at is null
          where i.shortlist_id = ${shortlist.id} and i.business_id = ${businessId}
            and (i.position, i.id) > (${after.position}, ${after.id})
          order by i.position, i.id
          limit ${pageSize}`,
    );
    if (items.length === 0) return;
    const applyIds = items.map((item) => Number(item.apply_id));
    const inApplies = sql.join(
      applyIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const ratings = await queryRows<{
      id: number;
      client_contact_id: number | null;
      apply_id: number;
      type_avaliation: number;
      like_avaliation: boolean;
      description: string | null;
    }>(
      db,
      sql`select r.id, r.client_contact_id, l.apply_id, l.type_avaliation, l.like_avaliation, l.description
          from ${likeCandidates} l
          join ${shortlistRelationships} r on r.id = l.shortlist_relationship_id
          where r.shortlist_id = ${shortlist.id} and l.business_id = ${businessId} and l.apply_id in (${inApplies})`,
    );
    const comments = await queryRows<{ apply_id: number; total: number }>(
      db,
      sql`select c.apply_id, count(*)::int as total
          from ${shortlistComments} c
          join ${shortlistRelationships} r on r.id = c.shortlist_relationship_id
          where r.shortlist_id = ${shortlist.id} and c.business_id = ${businessId} and c.apply_id in (${inApplies})
          group by c.apply_id`,
    );
    const rows = new Map<number, DashboardRow>();
    for (const item of items) {
      const candidate = typeof item.candidate === "string" ? JSON.parse(item.candidate) : item.candidate;
      const presented = presentedProfile({
        item: {
          apply_id: item.apply_id,
          position: item.position,
          presentation: null,
          show_salary: false,
          show_cv: false,
        },
        apply: {
          like_candidates: 0,
          deslike_candidates: 0,
          star_candidate: 0,
          amount_description: 0,
          salary_expectation: null,
        },
        candidate: candidate as Record<string, unknown>,
        cv: null,
      }).candidate;
      index += 1;
      rows.set(Number(item.apply_id), {
        shortlist,
        position: index,
        candidate: {
          name: presented.name,
          role: presented.current_experience?.role ?? presented.role_name,
          company: presented.current_experience?.company ?? null,
        },
        stage: item.stage === null || item.stage === undefined ? null : Number(item.stage),
        likes: 0,
        dislikes: 0,
        stars: 0,
        comments: 0,
        ratings: new Map(),
      });
    }
    for (const rating of ratings) {
      const row = rows.get(Number(rating.apply_id));
      if (!row) continue;
      const key = reviewerKey(rating);
      const entry = row.ratings.get(key) ?? { like: null, star: false, reason: null };
      if (Number(rating.type_avaliation) === LIKE_DISLIKE) {
        entry.like = rating.like_avaliation === true;
        entry.reason = rating.description?.trim() ? rating.description.trim() : null;
        if (entry.like) row.likes += 1;
        else row.dislikes += 1;
      } else if (Number(rating.type_avaliation) === STAR && rating.like_avaliation === true) {
        entry.star = true;
        row.stars += 1;
      }
      row.ratings.set(key, entry);
    }
    for (const count of comments) {
      const row = rows.get(Number(count.apply_id));
      if (row) row.comments = Number(count.total);
    }
    await onPage([...rows.values()]);
    const last = items.at(-1) as ItemRow;
    after = { position: Number(last.position), id: Number(last.item_id) };
    if (items.length < pageSize) return;
  }
}

/**
 * Every comment on the candidates the shortlist holds, in the order they were written (ids follow time), a page at
 * a time: the thread's reviewer, the candidate as presented, who wrote it (the reviewer or a recruiter).
 */
export async function forEachDashboardCommentPage(
  db: Database,
  businessId: number,
  shortlist: DashboardShortlist,
  onPage: (comments: DashboardComment[]) => Promise<void>,
  pageSize = DASHBOARD_PAGE_SIZE,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await queryRows<{
      id: number;
      reviewer: string | null;
      candidate: string | null;
      created_at: unknown;
      author: string | null;
      by_recruiter: boolean;
      body: string;
    }>(
      db,
      sql`select m.id, coalesce(cc.name, r.name) as reviewer, c.name as candidate, m.created_at, m.by_recruiter,
                 m.body, case when m.by_recruiter then rc.name else coalesce(cc.name, r.name) end as author
          from ${shortlistComments} m
          join ${shortlistRelationships} r on r.id = m.shortlist_relationship_id
          join ${shortlistItems} i on i.shortlist_id = r.shortlist_id and i.apply_id = m.apply_id
          join ${applies} a on a.id = m.apply_id and a.business_id = ${businessId}
          join ${candidates} c on c.id = a.candidate_id and c.business_id = ${businessId} and c.deleted_at is null
          left join ${client_contacts} cc on cc.id = r.client_contact_id
          left join ${recruiters} rc on rc.id = m.author_recruiter_id
          where r.shortlist_id = ${shortlist.id} and m.business_id = ${businessId} and m.id > ${after}
          order by m.id
          limit ${pageSize}`,
    );
    if (rows.length === 0) return;
    await onPage(
      rows.map((row) => ({
        shortlist,
        reviewer: row.reviewer,
        candidate: String(row.candidate ?? ""),
        created_at: dateOf(row.created_at) as Date,
        author: row.author,
        by_recruiter: row.by_recruiter === true,
        body: row.body,
      })),
    );
    after = Number(rows.at(-1)?.id);
    if (rows.length < pageSize) return;
  }
}
