/**
 * What a client contact reads in their portal (spec §2 "Client-contact area", §6): their company's jobs, the
 * shortlists sent to them with the candidates presented, and, for the company's portal administrators, its projects.
 * Which rows a contact reaches is the policy's (`authz/policy.ts`: the registry's `outsideAccess`, soft deletes, the
 * business): every query here selects through `rowScope`, so a job or project of another company is simply not
 * found. The shortlists are this contact's own relationships to sent shortlists, live (not revoked, not expired).
 */
import { type AnyEntity, findEntity, LIKE_DISLIKE, STAR } from "@seleta/domain";
import type {
  clientJobAnswerSchema,
  clientJobSummarySchema,
  clientProjectAnswerSchema,
  clientProjectSummarySchema,
} from "@seleta/domain/wire";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ClientContactPrincipal } from "../auth/principal";
import { rowScope } from "../authz/policy";
import { type Database, queryRows } from "../db/client";
import {
  applies,
  candidates,
  col,
  entityTable,
  likeCandidates,
  shortlistItems,
  shortlistRelationships,
  shortlists,
} from "../db/schema";

type ClientJobSummary = z.output<typeof clientJobSummarySchema>;
type ClientJobAnswer = z.output<typeof clientJobAnswerSchema>;
type ClientProjectSummary = z.output<typeof clientProjectSummarySchema>;
type ClientProjectAnswer = z.output<typeof clientProjectAnswerSchema>;

const jobsEntity = findEntity("jobs") as AnyEntity;
const projectsEntity = findEntity("projects") as AnyEntity;
const jobs = entityTable("jobs");
const projects = entityTable("projects");
/** A column of `jobs`, qualified: the policy's row scope names the table, so the queries never alias it. */
const j = (name: string) => col(jobs, name);
const p = (name: string) => col(projects, name);

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const iso = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(String(value)).toISOString();

/** This contact's live relationships to sent shortlists of the business (the condition on `r` and `s`). */
function ownSentRelationship(principal: ClientContactPrincipal): SQL {
  return sql`r.client_contact_id = ${principal.id} and r.business_id = ${principal.businessId}
    and r.revoked_at is null and (r.expires_at is null or r.expires_at > now()) and s.sent_at is not null`;
}

const JOB_COLUMNS = sql`${j("id")} as id, ${j("uid")} as uid, ${j("title")} as title, ${j("status")} as status,
  ${j("city")} as city, ${j("state")} as state, ${j("opened_at")}::text as opened_at`;

function jobCounts(principal: ClientContactPrincipal): SQL {
  return sql`(select count(*) from ${applies} a
              where a.job_id = ${j("id")} and a.business_id = ${principal.businessId}) as applies_count,
             (select count(distinct i.apply_id) from ${shortlistItems} i
              join ${shortlists} s on s.id = i.shortlist_id and s.business_id = i.business_id
              where s.job_id = ${j("id")} and s.business_id = ${principal.businessId}
                and s.sent_at is not null) as shortlisted_count`;
}

function latestShortlist(principal: ClientContactPrincipal): SQL {
  return sql`(select json_build_object('id', s.id, 'name', s.name, 'sent_at', s.sent_at, 'relationship_uid', r.uid)
              from ${shortlistRelationships} r
              join ${shortlists} s on s.id = r.shortlist_id and s.business_id = r.business_id
              where s.job_id = ${j("id")} and ${ownSentRelationship(principal)}
              order by s.sent_at desc, s.id desc limit 1) as latest_shortlist`;
}

function shortlistSummary(value: unknown): ClientJobSummary["latest_shortlist"] {
  if (!value) return null;
  const row = (typeof value === "string" ? JSON.parse(value) : value) as Record<string, unknown>;
  return {
    id: Number(row.id),
    name: String(row.name),
    sent_at: iso(row.sent_at),
    relationship_uid: String(row.relationship_uid),
  };
}

function jobSummary(row: Record<string, unknown>): Omit<ClientJobSummary, "latest_shortlist"> {
  return {
    id: Number(row.id),
    uid: text(row.uid),
    title: String(row.title ?? ""),
    status: numberOrNull(row.status),
    city: text(row.city),
    state: text(row.state),
    opened_at: text(row.opened_at),
    applies_count: Number(row.applies_count ?? 0),
    shortlisted_count: Number(row.shortlisted_count ?? 0),
  };
}

/**
 * The company's jobs the contact may read, newest first, at most `max` (config.ts `portalRowsPerAnswer`), each with
 * its counts and the latest shortlist sent to them.
 */
export async function clientJobs(
  db: Database,
  principal: ClientContactPrincipal,
  max: number,
): Promise<ClientJobSummary[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${JOB_COLUMNS}, ${jobCounts(principal)}, ${latestShortlist(principal)}
        from ${jobs}
        where ${rowScope(principal, "read", jobsEntity, jobs)}
        order by ${j("opened_at")} desc nulls last, ${j("id")} desc
        limit ${max}`,
  );
  return rows.map((row) => ({ ...jobSummary(row), latest_shortlist: shortlistSummary(row.latest_shortlist) }));
}

/**
 * One job of the company by its id or uid, with each shortlist sent to this contact: its candidates in the
 * consultant's order, and the contact's own rating of each. Undefined when the contact may not read it (another
 * company's, deleted, unknown): the route answers all of them with the same 404.
 */
export async function clientJob(
  db: Database,
  principal: ClientContactPrincipal,
  ref: { id: number } | { uid: string },
): Promise<ClientJobAnswer | undefined> {
  const which = "id" in ref ? sql`${j("id")} = ${ref.id}` : sql`${j("uid")} = ${ref.uid}`;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${JOB_COLUMNS}, ${j("deadline")}::text as deadline, ${j("openings")} as openings,
               ${jobCounts(principal)}
        from ${jobs}
        where ${which} and ${rowScope(principal, "read", jobsEntity, jobs)}`,
  );
  if (!row) return undefined;
  const jobId = Number(row.id);
  const presented = await queryRows<Record<string, unknown>>(
    db,
    sql`select s.id as shortlist_id, s.name as shortlist_name, s.sent_at, r.uid as relationship_uid,
               i.apply_id, i.position, coalesce(a.candidate_name, c.name) as name, c.role_name,
               (select l.like_avaliation from ${likeCandidates} l
                where l.shortlist_relationship_id = r.id and l.apply_id = i.apply_id
                  and l.type_avaliation = ${LIKE_DISLIKE}) as vote,
               (select l.like_avaliation from ${likeCandidates} l
                where l.shortlist_relationship_id = r.id and l.apply_id = i.apply_id
                  and l.type_avaliation = ${STAR}) as starred
        from ${shortlistRelationships} r
        join ${shortlists} s on s.id = r.shortlist_id and s.business_id = r.business_id
        left join ${shortlistItems} i on i.shortlist_id = s.id and i.business_id = s.business_id
        left join ${applies} a on a.id = i.apply_id and a.business_id = s.business_id
        left join ${candidates} c on c.id = a.candidate_id and c.business_id = s.business_id and c.deleted_at is null
        where s.job_id = ${jobId} and ${ownSentRelationship(principal)}
        order by s.sent_at desc, s.id desc, i.position, i.id`,
  );
  const byShortlist = new Map<number, ClientJobAnswer["shortlists"][number]>();
  for (const item of presented) {
    const id = Number(item.shortlist_id);
    let shortlist = byShortlist.get(id);
    if (!shortlist) {
      shortlist = {
        id,
        name: String(item.shortlist_name),
        sent_at: iso(item.sent_at),
        relationship_uid: String(item.relationship_uid),
        candidates: [],
      };
      byShortlist.set(id, shortlist);
    }
    // A shortlist without items yet, or an apply whose candidate was removed, presents nobody.
    if (item.apply_id === null || item.apply_id === undefined || item.name === null) continue;
    shortlist.candidates.push({
      apply_id: Number(item.apply_id),
      position: Number(item.position ?? 0),
      name: String(item.name),
      role_name: text(item.role_name),
      rating: {
        vote: item.vote === true ? "like" : item.vote === false ? "dislike" : null,
        starred: item.starred === true,
      },
    });
  }
  return {
    job: {
      ...jobSummary(row),
      deadline: text(row.deadline),
      openings: numberOrNull(row.openings),
    },
    shortlists: [...byShortlist.values()],
  };
}

const PROJECT_COLUMNS = sql`${p("id")} as id, ${p("name")} as name, ${p("status")} as status,
  ${p("start_date")}::text as start_date, ${p("end_date")}::text as end_date`;

function projectSummary(row: Record<string, unknown>): ClientProjectSummary {
  return {
    id: Number(row.id),
    name: String(row.name ?? ""),
    status: numberOrNull(row.status),
    start_date: text(row.start_date),
    end_date: text(row.end_date),
    jobs_count: Number(row.jobs_count ?? 0),
  };
}

/** The jobs of a project the contact may read: the policy's jobs, so a count never tells of other rows. */
function projectJobsCount(principal: ClientContactPrincipal): SQL {
  return sql`(select count(*) from ${jobs}
              where ${j("project_id")} = ${p("id")} and ${rowScope(principal, "read", jobsEntity, jobs)}) as jobs_count`;
}

/** The company's projects, at most `max` (the caller checked that the contact may read projects at all). */
export async function clientProjects(
  db: Database,
  principal: ClientContactPrincipal,
  max: number,
): Promise<ClientProjectSummary[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${PROJECT_COLUMNS}, ${projectJobsCount(principal)}
        from ${projects}
        where ${rowScope(principal, "read", projectsEntity, projects)}
        order by ${p("start_date")} desc nulls last, ${p("id")} desc
        limit ${max}`,
  );
  return rows.map(projectSummary);
}

/** One project of the company with its jobs (at most `max`); undefined when the contact may not read it. */
export async function clientProject(
  db: Database,
  principal: ClientContactPrincipal,
  id: number,
  max: number,
): Promise<ClientProjectAnswer | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${PROJECT_COLUMNS}, ${p("description")} as description, ${projectJobsCount(principal)}
        from ${projects}
        where ${p("id")} = ${id} and ${rowScope(principal, "read", projectsEntity, projects)}`,
  );
  if (!row) return undefined;
  const jobRows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${j("id")} as id, ${j("uid")} as uid, ${j("title")} as title, ${j("status")} as status
        from ${jobs}
        where ${j("project_id")} = ${id} and ${rowScope(principal, "read", jobsEntity, jobs)}
        order by ${j("opened_at")} desc nulls last, ${j("id")} desc
        limit ${max}`,
  );
  return {
    project: { ...projectSummary(row), description: text(row.description) },
    jobs: jobRows.map((job) => ({
      id: Number(job.id),
      uid: text(job.uid),
      title: String(job.title ?? ""),
      status: numberOrNull(job.status),
    })),
  };
}
