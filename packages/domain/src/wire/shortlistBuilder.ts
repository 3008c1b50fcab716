/**
 * The recruiter's shortlist builder on the wire: a job's shortlists with their status and counts,
 * one shortlist with its candidates in order, and the calls that change them.
 *
 *   GET    /recruiters/jobs/{jobId}/shortlists                 → {shortlists: [summary]}
 *   POST   /recruiters/jobs/{jobId}/shortlists                 {shortlist: {name, apply_ids?}} → 201 {shortlist}
 *   GET    /recruiters/shortlists/{id}                         → {shortlist}
 *   PATCH  /recruiters/shortlists/{id}                         {shortlist: {name}} → {shortlist}
 *   DELETE /recruiters/shortlists/{id}                         → 204 (a draft only)
 *   POST   /recruiters/shortlists/{id}/items                   {apply_ids} → {shortlist}
 *   DELETE /recruiters/shortlists/{id}/items/{applyId}         → {shortlist}
 *   PUT    /recruiters/shortlists/{id}/order                   {apply_ids} → {shortlist}
 *   PATCH  /recruiters/shortlists/{id}/items/{applyId}         {item: {presentation?, show_salary?, show_cv?}}
 *                                                              → {shortlist}
 *   GET    /recruiters/shortlists/{id}/preview                 → what a client receives (presentedShortlistSchema)
 *   GET    /recruiters/shortlists/{id}/comments                → {comments: [comment with its thread]}
 *   POST   /recruiters/shortlists/{id}/apply_template          {template_id} → {shortlist}
 */
import { z } from "zod";
import { recordIdSchema } from "../rules/ids";
import { SHORTLIST_STATUSES } from "../state/shortlistStatus";
import { shortlistCommentSchema } from "./shortlists";

/** A shortlist's name: what the recruiter and the client call it. */
export const SHORTLIST_NAME_LENGTH = 160;
/** The presentation as typed (HTML), before the server's sanitiser keeps what is safe to show. */
export const SHORTLIST_PRESENTATION_LENGTH = 10_000;
/** The applies one call names: a shortlist is the few a client reads, and a job's applies fit (protocol bound). */
export const SHORTLIST_APPLIES_PER_CALL = 500;

const shortlistNameSchema = z.string().trim().min(1).max(SHORTLIST_NAME_LENGTH);
const applyIdsSchema = z.array(recordIdSchema()).max(SHORTLIST_APPLIES_PER_CALL);

/** Spec-like counts of a shortlist: its candidates, its reviewers' ratings and its recipients (links not revoked). */
export const shortlistCountsSchema = z.object({
  candidates: z.number(),
  likes: z.number(),
  dislikes: z.number(),
  stars: z.number(),
  recipients: z.number(),
});

export const shortlistSummarySchema = z.object({
  id: z.number(),
  job_id: z.number(),
  name: z.string(),
  /** Derived from facts (domain `shortlistStatus`): sent_at, a reviewer's visit, a reviewer's rating. */
  status: z.enum(SHORTLIST_STATUSES),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  counts: shortlistCountsSchema,
});

/** One candidate of the shortlist as the recruiter works on it (the client's view is the preview). */
export const shortlistItemSchema = z.object({
  apply_id: z.number(),
  position: z.number(),
  stage: z.number().nullable(),
  candidate: z.object({
    id: z.number(),
    name: z.string(),
    avatar: z.string().nullable(),
    role_name: z.string().nullable(),
  }),
  /** Sanitised HTML, as stored. */
  presentation: z.string().nullable(),
  show_salary: z.boolean(),
  show_cv: z.boolean(),
  counts: z.object({
    like_candidates: z.number(),
    deslike_candidates: z.number(),
    star_candidate: z.number(),
    amount_description: z.number(),
  }),
});

export const shortlistDetailSchema = shortlistSummarySchema.extend({
  job: z.object({ id: z.number(), title: z.string() }),
  items: z.array(shortlistItemSchema),
});

export const shortlistListAnswerSchema = z.object({ shortlists: z.array(shortlistSummarySchema) });
export const shortlistAnswerSchema = z.object({ shortlist: shortlistDetailSchema });

export const shortlistCreateBodySchema = z.strictObject({
  shortlist: z.strictObject({
    name: shortlistNameSchema,
    /** The applies it starts with, in this order (the job's list, kanban or a selection). */
    apply_ids: applyIdsSchema.optional(),
  }),
});

export const shortlistRenameBodySchema = z.strictObject({ shortlist: z.strictObject({ name: shortlistNameSchema }) });

/** Applies to add at the end, each once: one already in the shortlist stays where it is. */
export const shortlistAddBodySchema = z.strictObject({ apply_ids: applyIdsSchema.min(1) });

/** The whole new order: exactly the shortlist's applies, each once, first at position 0. */
export const shortlistOrderBodySchema = z.strictObject({ apply_ids: applyIdsSchema });

/**
 * A shortlist template applied: each candidate without a presentation gets the template's, and every candidate's
 * salary and CV switches take the template's defaults.
 */
export const shortlistApplyTemplateBodySchema = z.strictObject({ template_id: recordIdSchema() });

/** What the recruiter writes per candidate; absent fields keep their value, a null presentation removes it. */
export const shortlistItemBodySchema = z.strictObject({
  item: z
    .strictObject({
      presentation: z.string().max(SHORTLIST_PRESENTATION_LENGTH).nullable().optional(),
      show_salary: z.boolean().optional(),
      show_cv: z.boolean().optional(),
    })
    .refine((item) => Object.keys(item).length > 0),
});

/**
 * A comment of a shortlist's threads as its recruiters read them: the thread is one reviewer's (their relationship's
 * uid, which a recruiter's answer names: `POST /recruiters/shortlist_relationships/{uid}/comments`).
 */
export const shortlistThreadCommentSchema = shortlistCommentSchema.extend({
  thread: z.object({ uid: z.string(), reviewer: z.string().nullable() }),
});

/** `GET /recruiters/shortlists/{id}/comments`: every reviewer's threads about the candidates it holds, oldest first. */
export const shortlistThreadsAnswerSchema = z.object({ comments: z.array(shortlistThreadCommentSchema) });
