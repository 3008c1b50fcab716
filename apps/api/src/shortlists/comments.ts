/**
 * Comments on a shortlist's candidates: each reviewer's relationship holds one thread per apply, where the reviewer
 * writes and the job's recruiters answer. A reviewer reads only their own threads; a recruiter reads any thread of a
 * shortlist of their business. Every comment reaches the job's recruiters live (kind "like", tab Shortlist), never
 * the recruiter who wrote it.
 */
import { SHORTLIST_COMMENT_MAX_LENGTH } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { client_contacts, recruiters, shortlistComments, shortlistItems, shortlistRelationships } from "../db/schema";
import { type NotifyContext, notifyShortlistComment } from "../notifications/events";
import { NotInShortlistError, type Relationship } from "./review";

export type ShortlistComment = {
  id: number;
  apply_id: number;
  author: { kind: "reviewer" | "recruiter"; name: string | null };
  body: string;
  created_at: string;
};

type CommentRow = {
  id: number;
  apply_id: number;
  by_recruiter: boolean;
  author_name: string | null;
  body: string;
  created_at: string | Date;
};

function commentOf(row: CommentRow): ShortlistComment {
  return {
    id: Number(row.id),
    apply_id: Number(row.apply_id),
    author: { kind: row.by_recruiter ? "recruiter" : "reviewer", name: row.author_name },
    body: row.body,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * The comment's columns with its author's name (the recruiter's, or the reviewer's: their link's, or the contact's)
 * and its thread's: the relationship's uid and its reviewer's name.
 */
const commentSelect = (where: ReturnType<typeof sql>) => sql`
  select c.id, c.apply_id, c.by_recruiter, c.body, c.created_at, r.uid as thread_uid,
         coalesce(r.name, cc.name) as reviewer_name,
         case when c.by_recruiter then rc.name else coalesce(r.name, cc.name) end as author_name
  from ${shortlistComments} c
  join ${shortlistRelationships} r on r.id = c.shortlist_relationship_id
  left join ${client_contacts} cc on cc.id = r.client_contact_id
  left join ${recruiters} rc on rc.id = c.author_recruiter_id
  where ${where}`;

/** The relationship's threads, oldest first (by apply, then time). */
export async function commentsOf(db: Database, relationship: Relationship): Promise<ShortlistComment[]> {
  const rows = await queryRows<CommentRow>(
    db,
    sql`${commentSelect(sql`c.shortlist_relationship_id = ${relationship.id} and c.business_id = ${relationship.businessId}`)}
        order by c.created_at, c.id`,
  );
  return rows.map(commentOf);
}

/** A comment of a shortlist's threads as its recruiters read them: whose thread it is in. */
export type ShortlistThreadComment = ShortlistComment & { thread: { uid: string; reviewer: string | null } };

/**
 * Every reviewer's threads about the candidates the shortlist holds now, oldest first: what its recruiters read on
 * the builder (the caller has checked the builder's read rule on the shortlist).
 */
export async function shortlistThreads(
  db: Database,
  shortlistId: number,
  businessId: number,
): Promise<ShortlistThreadComment[]> {
  const rows = await queryRows<CommentRow & { thread_uid: string; reviewer_name: string | null }>(
    db,
    sql`${commentSelect(sql`r.shortlist_id = ${shortlistId} and c.business_id = ${businessId}
          and exists (select 1 from ${shortlistItems} i where i.shortlist_id = r.shortlist_id and i.apply_id = c.apply_id)`)}
        order by c.created_at, c.id`,
  );
  return rows.map((row) => ({
    ...commentOf(row),
    thread: { uid: String(row.thread_uid), reviewer: row.reviewer_name ?? null },
  }));
}

/** The body is over the domain's limit or blank: the wire's schema refuses it first; this guards other callers. */
export class CommentLengthError extends Error {
  override readonly name = "CommentLengthError";
}

export type CommentInput = { apply_id: number; body: string };

/**
 * Keeps a comment in the relationship's thread about `apply_id`, written by its reviewer (`recruiter` undefined) or
 * by a recruiter answering. The apply must be in the relationship's shortlist (`NotInShortlistError`, nothing kept).
 * Once committed, the job's recruiters are notified.
 */
export async function addComment(
  db: Database,
  relationship: Relationship,
  input: CommentInput,
  notify: Omit<NotifyContext, "db">,
  recruiter?: { id: number },
): Promise<ShortlistComment> {
  const body = input.body.trim();
  if (body.length === 0 || body.length > SHORTLIST_COMMENT_MAX_LENGTH) {
    throw new CommentLengthError(`A comment has 1 to ${SHORTLIST_COMMENT_MAX_LENGTH} characters`);
  }
  const comment = await db.drizzle.transaction(async (tx) => {
    const rows = async <Row extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
      ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
    const [item] = await rows<{ id: number }>(
      sql`select id from ${shortlistItems}
          where shortlist_id = ${relationship.shortlistId} and apply_id = ${input.apply_id}
            and business_id = ${relationship.businessId}`,
    );
    if (!item) {
      throw new NotInShortlistError(`Apply ${input.apply_id} is not in shortlist ${relationship.shortlistId}`);
    }
    const [inserted] = await rows<{ id: number }>(
      sql`insert into ${shortlistComments}
            (business_id, shortlist_relationship_id, apply_id, author_recruiter_id, by_recruiter, body)
          values (${relationship.businessId}, ${relationship.id}, ${input.apply_id}, ${recruiter?.id ?? null},
                  ${recruiter !== undefined}, ${body})
          returning id`,
    );
    const [row] = await rows<CommentRow>(commentSelect(sql`c.id = ${inserted?.id ?? null}`));
    if (!row) throw new Error("The comment just kept was not found");
    return commentOf(row);
  });
  await notifyShortlistComment(
    { ...notify, db },
    {
      relationshipId: relationship.id,
      businessId: relationship.businessId,
      shortlistId: relationship.shortlistId,
      jobId: relationship.jobId,
      jobTitle: relationship.jobTitle,
      reviewerName: relationship.name,
      applyId: input.apply_id,
      recruiterId: recruiter?.id ?? null,
      recruiterName: recruiter ? comment.author.name : null,
    },
  );
  return comment;
}
