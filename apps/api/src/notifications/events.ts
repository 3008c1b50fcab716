/**
 * The domain events that notify recruiters (spec §4 notification kinds). Each is one call the
 * code that did the thing makes after its transaction commits:
 *
 *   a record created through the engine   `notifyRecordCreated`  applies → newApply to the job's owner and team;
 *                                                                 notes → mention to the recruiters it @mentions
 *   a reviewer rates a shortlisted apply   `notifyEvaluation`     like → the shortlist's owner, the job's owner
 *                                                                 and team
 *   a client contact's first sign-in       `notifyFirstAccess`    clientContactFirstAccess → the contact's owner
 *                                                                 and their company's (else its jobs' owners)
 *
 * Only recruiters who work in the record's business hear of it (active; linked to it, or administrators), and
 * never about what they did themselves. A failure here is logged and swallowed: the thing itself is done and
 * committed, and a lost notification must not turn the caller's success into an error.
 */
import {
  type AnyEntity,
  DEFAULT_LOCALE,
  entityField,
  type FieldDefinition,
  findEntity,
  findEntityByModel,
  LIKE_DISLIKE,
  type Locale,
  STAR,
} from "@seleta/domain";
import { type SQL, sql } from "drizzle-orm";
import { privateRowsCondition } from "../authz/policy";
import { type Database, type Log, queryRows } from "../db/client";
import {
  applies,
  candidates,
  client_companies,
  client_contacts,
  col,
  entityTable,
  jobs,
  jobs_recruiters,
  notes,
  notes_mentions,
  recruiters,
  recruiters_businesses,
  sessions,
  shortlistRelationships,
  shortlists,
} from "../db/schema";
import { columnName, isStoredInColumn } from "../db/schema/columns";
import { isSoftDeleted, isTenantOwned, TENANT_COLUMN } from "../db/schema/tenancy";
import type { LiveBus } from "../live/bus";
import { parseMentions } from "./mentions";
import { notificationText, type Rating } from "./messages";
import { createNotifications, createNotificationsFor, type NewNotification } from "./store";

export type NotifyContext = {
  db: Database;
  /** Where the new items are pushed; without it they are only stored (the list shows them on its next load). */
  live: LiveBus | undefined;
  log?: Pick<Log, "error"> | undefined;
};

/** Every business speaks pt-BR until businesses get a language setting (messages.ts). */
const businessLocale = (_businessId: number): Locale => DEFAULT_LOCALE;

async function safely(ctx: NotifyContext, event: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    ctx.log?.error({ err: error, event }, `The ${event} notification was not created`);
  }
}

const ids = (values: readonly (number | string | null | undefined)[]) =>
  values.filter((value) => value !== null && value !== undefined).map(Number);

/**
 * Of the recruiters `among` names (a query's `id` column), those who work in the business, without the one who
 * acted: a query, so that finding them and notifying them can be one statement (`createNotificationsFor`).
 */
function recipientsQuery(businessId: number | SQL, among: SQL, actorRecruiterId: number | null): SQL {
  return sql`select r.id as recruiter_id from ${recruiters} r
        where r.id in (select candidate.id from (${among}) as candidate where candidate.id is not null)
          and r.id is distinct from ${actorRecruiterId}::integer
          and r.active is not false
          and (r.is_admin is true or exists (
                select 1 from ${recruiters_businesses} rb where rb.record_id = r.id and rb.related_id = ${businessId}))
        order by r.id`;
}

/** Of `candidates`, the recruiters who work in the business, without the one who acted. */
async function recipientsIn(
  db: Database,
  businessId: number,
  candidates: readonly number[],
  actorRecruiterId: number | null,
): Promise<number[]> {
  const wanted = [...new Set(candidates)].filter((id) => id !== actorRecruiterId);
  if (wanted.length === 0) return [];
  const rows = await queryRows<{ recruiter_id: number }>(
    db,
    recipientsQuery(businessId, sql`select unnest(${sql.param(wanted)}::integer[]) as id`, actorRecruiterId),
  );
  return rows.map((row) => Number(row.recruiter_id));
}

/**
 * Who hears of a job's pipeline (a new apply, a card moved): its owner and team, still active and in the job's
 * business (admins always), never the recruiter who acted.
 */
export async function jobFollowers(
  db: Database,
  jobId: number,
  businessId: number,
  actorRecruiterId: number | null,
): Promise<number[]> {
  return recipientsIn(db, businessId, await jobRecruiters(db, jobId), actorRecruiterId);
}

/** A job's owner and team. */
async function jobRecruiters(db: Database, jobId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number | null }>(
    db,
    sql`select owner_id as id from ${jobs} where id = ${jobId}
        union select related_id as id from ${jobs_recruiters} where record_id = ${jobId}`,
  );
  return ids(rows.map((row) => row.id));
}

/** The actor of an engine write: a recruiter's id, or null (a candidate, a script). */
export type Actor = { recruiterId: number | null };

/** After the engine created a record (POST /recruiters/{entity}): what the entity's creation announces. */
export async function notifyRecordCreated(
  ctx: NotifyContext,
  entity: AnyEntity,
  id: number,
  actor: Actor,
): Promise<void> {
  switch (entity.creationNotice) {
    case "newApply":
      return safely(ctx, "newApply", () => notifyNewApply(ctx, id, actor));
    case "mentions":
      return safely(ctx, "mention", () => notifyMentions(ctx, id, actor));
    case null:
      return;
  }
}

async function notifyNewApply(ctx: NotifyContext, applyId: number, actor: Actor): Promise<void> {
  const [apply] = await queryRows<{ business_id: number; job_id: number; job_title: string; candidate_name: string }>(
    ctx.db,
    sql`select a.business_id, a.job_id, j.title as job_title, c.name as candidate_name
        from ${applies} a
        join ${jobs} j on j.id = a.job_id and j.business_id = a.business_id
        join ${candidates} c on c.id = a.candidate_id and c.business_id = a.business_id
        where a.id = ${applyId}`,
  );
  if (!apply) return;
  const businessId = Number(apply.business_id);
  const jobId = Number(apply.job_id);
  const recipients = await jobFollowers(ctx.db, jobId, businessId, actor.recruiterId);
  await createNotifications(ctx.db, ctx.live, recipients, {
    businessId,
    kind: "newApply",
    message: notificationText(
      { kind: "newApply", candidate: apply.candidate_name, job: apply.job_title },
      businessLocale(businessId),
    ),
    link: `/recruiters/jobs/${jobId}/applies`,
    reference: { type: "applies", id: applyId },
  });
}

const notesEntity = findEntity("notes") as AnyEntity;

/**
 * The recruiters among `recruiterIds` that the entity's private rows let read row `id`, by the policy's own
 * predicate (`privateRowsCondition`): a notification never points a recruiter at a record they cannot open, nor
 * tells them it exists. A private note's mentions thus notify no one but its author, who is never notified.
 */
async function readersOf(
  db: Database,
  entity: AnyEntity,
  id: number,
  recruiterIds: readonly number[],
): Promise<number[]> {
  const table = entityTable(entity.name);
  const visible = privateRowsCondition(entity, table, sql`"reader"."id"`);
  if (!visible || recruiterIds.length === 0) return [...recruiterIds];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select "reader"."id" from unnest(${sql.param([...recruiterIds])}::integer[]) as "reader"("id")
        where exists (select 1 from ${table} where ${table.id} = ${id} and ${visible})
        order by "reader"."id"`,
  );
  return rows.map((row) => Number(row.id));
}

async function notifyMentions(ctx: NotifyContext, noteId: number, actor: Actor): Promise<void> {
  const [note] = await queryRows<{
    business_id: number;
    body: string | null;
    owner_id: number | null;
    reference_type: string | null;
    reference_id: number | null;
  }>(ctx.db, sql`select business_id, body, owner_id, reference_type, reference_id from ${notes} where id = ${noteId}`);
  if (!note) return;
  const listed = await queryRows<{ id: number }>(
    ctx.db,
    sql`select related_id as id from ${notes_mentions} where record_id = ${noteId}`,
  );
  const mentioned = [...parseMentions(note.body), ...ids(listed.map((row) => row.id))];
  if (mentioned.length === 0) return;
  const businessId = Number(note.business_id);
  const authorId = actor.recruiterId ?? (note.owner_id === null ? null : Number(note.owner_id));
  const recipients = await readersOf(
    ctx.db,
    notesEntity,
    noteId,
    await recipientsIn(ctx.db, businessId, mentioned, authorId),
  );
  if (recipients.length === 0) return;
  const [author] =
    authorId === null
      ? []
      : await queryRows<{ name: string }>(ctx.db, sql`select name from ${recruiters} where id = ${authorId}`);
  const about =
    note.reference_type && note.reference_id !== null
      ? await titleOf(ctx.db, businessId, note.reference_type, Number(note.reference_id))
      : null;
  const locale = businessLocale(businessId);
  await createNotifications(ctx.db, ctx.live, recipients, {
    businessId,
    kind: "mention",
    message: notificationText(
      { kind: "mention", author: author?.name ?? (locale === "pt-BR" ? "Alguém" : "Someone"), about },
      locale,
    ),
    link: `/recruiters/notes/${noteId}`,
    reference: { type: "notes", id: noteId },
  });
}

/**
 * What a note is about, by its title (a candidate's name, a job's title), when it is a record of the business. The
 * reference names an entity (`candidates`) or its model (`Candidate`, Rails' polymorphic type); a record titled by
 * another (`titledBy`: an apply) is named by that record's title.
 */
async function titleOf(db: Database, businessId: number, reference: string, id: number): Promise<string | null> {
  const entity = findEntity(reference) ?? findEntityByModel(reference);
  if (!entity) return null;
  const titledBy = entity.titledBy === null ? undefined : entityField(entity, entity.titledBy);
  if (titledBy?.relation) {
    const related = await columnOfRecord(db, businessId, entity, titledBy, id);
    return related === null ? null : titleOf(db, businessId, titledBy.relation.entity, Number(related));
  }
  const field = entityField(entity, entity.titleField);
  const title = field ? await columnOfRecord(db, businessId, entity, field, id) : null;
  return typeof title === "string" && title.trim() ? title : null;
}

/** One column of a record of the business (not deleted); null when there is no such record or column. */
async function columnOfRecord(
  db: Database,
  businessId: number,
  entity: AnyEntity,
  field: FieldDefinition,
  id: number,
): Promise<unknown> {
  if (!isStoredInColumn(field) || !isTenantOwned(entity.name)) return null;
  const table = entityTable(entity.name);
  const conditions: SQL[] = [sql`${table.id} = ${id}`, sql`${col(table, TENANT_COLUMN)} = ${businessId}`];
  if (isSoftDeleted(entity.name)) conditions.push(sql`${col(table, "deleted_at")} is null`);
  const [row] = await queryRows<{ value: unknown }>(
    db,
    sql`select ${col(table, columnName(field))} as value from ${table} where ${sql.join(conditions, sql` and `)}`,
  );
  return row?.value ?? null;
}

/** The reviewer and what they rated (shortlists/review.ts `Relationship` and `EvaluationInput`). */
export type EvaluationEvent = ShortlistActivity & {
  typeAvaliation: number;
  likeAvaliation: boolean;
};

/**
 * What a shortlist's notification says of the reviewer and the candidate. `candidateName` and `contactName` (the
 * client contact's name, when the reviewer is one) come from the caller when its own statements read them already;
 * otherwise they are read here.
 */
export type ShortlistActivity = {
  relationshipId: number;
  businessId: number;
  shortlistId: number;
  jobId: number;
  jobTitle: string;
  reviewerName: string | null;
  applyId: number;
  candidateName?: string;
  contactName?: string | null;
};

function ratingOf(event: EvaluationEvent): Rating | null {
  if (event.typeAvaliation === LIKE_DISLIKE) return event.likeAvaliation ? "like" : "dislike";
  // Taking a star back is no news to the consultant.
  if (event.typeAvaliation === STAR) return event.likeAvaliation ? "star" : null;
  return null;
}

/**
 * Where a shortlist's notification leads: the job's applies, naming the shortlist (the recruiters' page of a job's
 * pipeline is where its shortlists are worked on).
 */
export function recruiterShortlistLink(jobId: number, shortlistId: number): string {
  return `/recruiters/jobs/${jobId}/applies?shortlist=${shortlistId}`;
}

/** A reviewer (a client contact, or someone with the shortlist's token) rated a shortlisted candidate. */
export async function notifyEvaluation(ctx: NotifyContext, event: EvaluationEvent): Promise<void> {
  await notifyEvaluations(ctx, [event]);
}

/** Reviewers' ratings made at the same instant (review.ts writes them together): their notifications together. */
export async function notifyEvaluations(ctx: NotifyContext, events: readonly EvaluationEvent[]): Promise<void> {
  await safely(ctx, "like", async () => {
    const rated = events.flatMap((event) => {
      const rating = ratingOf(event);
      return rating ? [{ event, rating }] : [];
    });
    await notifyShortlistActivities(ctx, rated, null);
  });
}

/** Who commented on a shortlisted candidate: the relationship's reviewer, or a recruiter answering them. */
export type ShortlistCommentEvent = ShortlistActivity & {
  /** The recruiter who answered (never told of their own answer); null when the reviewer wrote. */
  recruiterId: number | null;
  recruiterName: string | null;
};

/** A comment in a shortlist's thread: the job's recruiters hear of it like a rating (kind "like", tab Shortlist). */
export async function notifyShortlistComment(ctx: NotifyContext, event: ShortlistCommentEvent): Promise<void> {
  await safely(ctx, "like", () =>
    notifyShortlistActivities(
      ctx,
      [
        {
          event: event.recruiterId === null ? event : { ...event, reviewerName: event.recruiterName },
          rating: "comment",
        },
      ],
      event.recruiterId,
    ),
  );
}

/**
 * The shortlist's owner and the job's owner and team hear of each activity (kind "like", tab Shortlist), the one who
 * acted excepted: one statement for all of them (`createNotificationsFor`, its recipients read per activity).
 */
async function notifyShortlistActivities(
  ctx: NotifyContext,
  activities: readonly { event: ShortlistActivity; rating: Rating }[],
  actorRecruiterId: number | null,
): Promise<void> {
  const inputs: NewNotification[] = [];
  for (const { event, rating } of activities) {
    let { candidateName, contactName = null } = event;
    if (candidateName === undefined) {
      const [row] = await queryRows<{ candidate_name: string; contact_name: string | null }>(
        ctx.db,
        sql`select c.name as candidate_name,
                   (select cc.name from ${shortlistRelationships} r
                    join ${client_contacts} cc on cc.id = r.client_contact_id
                    where r.id = ${event.relationshipId}) as contact_name
            from ${shortlists} s
            join ${applies} a on a.id = ${event.applyId} and a.business_id = s.business_id
            join ${candidates} c on c.id = a.candidate_id
            where s.id = ${event.shortlistId} and s.business_id = ${event.businessId}`,
      );
      if (!row) continue;
      candidateName = row.candidate_name;
      contactName = row.contact_name;
    }
    const locale = businessLocale(event.businessId);
    const reviewer = event.reviewerName ?? contactName ?? (locale === "pt-BR" ? "O cliente" : "The client");
    inputs.push({
      businessId: event.businessId,
      kind: "like",
      message: notificationText(
        { kind: "like", reviewer, rating, candidate: candidateName, job: event.jobTitle },
        locale,
      ),
      link: recruiterShortlistLink(event.jobId, event.shortlistId),
      reference: { type: "applies", id: event.applyId },
      // The recruiters' open builder and the job's cards read their counts and threads again on this.
      shortlist: { id: event.shortlistId, job_id: event.jobId, apply_id: event.applyId },
    });
  }
  const among = sql`select owner_id as id from ${shortlists}
                    where id = ev.shortlist_id and business_id = ev.business_id
                    union select owner_id as id from ${jobs} where id = ev.job_id
                    union select related_id as id from ${jobs_recruiters} where record_id = ev.job_id`;
  await createNotificationsFor(ctx.db, ctx.live, recipientsQuery(sql`ev.business_id`, among, actorRecruiterId), inputs);
}

/**
 * After a client contact's sign-in created a session: their first access when it is the account's only session
 * ever (sessions are revoked, never deleted, so an earlier sign-in leaves its row).
 */
export async function notifyFirstAccess(ctx: NotifyContext, accountId: number): Promise<void> {
  await safely(ctx, "clientContactFirstAccess", async () => {
    const [sessionCount] = await queryRows<{ count: number | string }>(
      ctx.db,
      sql`select count(*) as count from ${sessions} where account_id = ${accountId}`,
    );
    if (Number(sessionCount?.count) !== 1) return;
    const [contact] = await queryRows<{
      id: number;
      name: string;
      business_id: number;
      client_company_id: number;
      owner_id: number | null;
      company_name: string | null;
      company_owner_id: number | null;
    }>(
      ctx.db,
      sql`select cc.id, cc.name, cc.business_id, cc.client_company_id, cc.owner_id,
                 co.name as company_name, co.owner_id as company_owner_id
          from ${client_contacts} cc
          left join ${client_companies} co on co.id = cc.client_company_id and co.business_id = cc.business_id
          where cc.account_id = ${accountId}`,
    );
    if (!contact) return;
    const businessId = Number(contact.business_id);
    let owners = ids([contact.owner_id, contact.company_owner_id]);
    if (owners.length === 0) {
      // Nobody owns the contact or the company: those who run the company's jobs know the client.
      const rows = await queryRows<{ id: number }>(
        ctx.db,
        sql`select distinct owner_id as id from ${jobs}
            where client_company_id = ${contact.client_company_id} and business_id = ${businessId}
              and deleted_at is null and owner_id is not null`,
      );
      owners = ids(rows.map((row) => row.id));
    }
    const recipients = await recipientsIn(ctx.db, businessId, owners, null);
    await createNotifications(ctx.db, ctx.live, recipients, {
      businessId,
      kind: "clientContactFirstAccess",
      message: notificationText(
        { kind: "clientContactFirstAccess", contact: contact.name, company: contact.company_name },
        businessLocale(businessId),
      ),
      link: `/recruiters/client_contacts/${contact.id}`,
      reference: { type: "client_contacts", id: Number(contact.id) },
    });
  });
}
