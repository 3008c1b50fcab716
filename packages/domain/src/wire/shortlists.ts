/**
 * Shortlist review (spec §3 like_candidate, §6, §7): what the reviewer sees of a shortlist, their evaluations, and
 * what an evaluation answers.
 */
import { z } from "zod";
import { recordIdSchema } from "../rules/ids";
import { LIKE_DISLIKE, SHORTLIST_COMMENT_MAX_LENGTH, STAR } from "../state/shortlistEvaluation";

/** The per-shortlist link's uid. */
export const shortlistUidSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

const experienceSchema = z.object({
  company: z.string().nullable(),
  role: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  description: z.string().nullable(),
});

/**
 * What a client receives of one candidate of a shortlist (the presented profile, apps/api/src/shortlists/
 * presentedProfile.ts): the place in the recruiter's order, the apply's evaluation counts, the recruiter's
 * presentation, and an allow-list of the candidate's profile. Never documents (CPF…), contact details, private notes
 * or other jobs; the salary expectations and the CV only when the recruiter turned them on for this candidate
 * (otherwise null). `comments` is the presentation as plain text, under the name the reviewers' pages read.
 */
export const presentedApplySchema = z.object({
  id: z.number(),
  position: z.number(),
  /** The recruiter's presentation of the candidate: sanitised HTML, text structure only. */
  presentation: z.string().nullable(),
  /** The presentation as plain text (one paragraph). */
  comments: z.string().nullable(),
  like_candidates: z.number(),
  deslike_candidates: z.number(),
  star_candidate: z.number(),
  amount_description: z.number(),
  candidate: z.object({
    id: z.number(),
    name: z.string(),
    avatar: z.string().nullable(),
    role_name: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    self_introduction: z.string().nullable(),
    current_experience: experienceSchema.nullable(),
    other_experiences: z.array(experienceSchema),
    educations: z.array(z.unknown()),
    languages: z.array(z.unknown()),
    skills: z.array(z.unknown()),
    /** Only when the recruiter shows it: this apply's expectation and the candidate's per hiring regime. */
    salary_expectation: z
      .object({
        apply: z.number().nullable(),
        clt: z.number().nullable(),
        pj: z.number().nullable(),
        temporary: z.number().nullable(),
        freelance: z.number().nullable(),
      })
      .nullable(),
    /** Only when the recruiter shows it: the candidate's newest CV file. */
    cv: z.object({ id: z.number(), name: z.string() }).nullable(),
  }),
});

/** The shortlist as a client receives it, without the reviewer: the job, and its candidates in order. */
export const presentedShortlistSchema = z.object({
  shortlist: z.object({
    id: z.number(),
    name: z.string(),
    sent_at: z.string().nullable(),
    job: z.object({ id: z.number(), title: z.string() }),
  }),
  applies: z.array(presentedApplySchema),
});

/** `GET …/shortlist_relationships/{uid}/`: the job, and the shortlist's candidates in order with their counts. */
export const shortlistReviewSchema = presentedShortlistSchema.extend({
  shortlist_relationship: z.object({ uid: z.string(), name: z.string().nullable(), expires_at: z.string().nullable() }),
});

/** Spec §7: a reviewer's evaluation of one apply. */
export const likeCandidateSchema = z.object({
  apply_id: z.number(),
  type_avaliation: z.number(),
  avaliation: z.boolean(),
  description: z.string().nullable(),
});

/** `GET …/like_candidates/`. */
export const likeCandidatesAnswerSchema = z.object({ like_candidates: z.array(likeCandidateSchema) });

/** Spec §3, the counts of an apply. */
export const evaluationCountsSchema = z.object({
  like_candidate: z.number(),
  deslike_candidate: z.number(),
  star_candidate: z.number(),
  amount_description: z.number(),
});

/** `POST …/like_candidates/`: the evaluation kept and the apply's new counts (spec §4: counts come from here). */
export const evaluatedSchema = z.object({ like_candidate: likeCandidateSchema, counts: evaluationCountsSchema });

/** `POST …/like_candidates/`'s body: type 1 like/dislike with a description, type 2 the star. */
export const likeCandidateBodySchema = z.strictObject({
  like_candidate: z.strictObject({
    like_avaliation: z.boolean(),
    type_avaliation: z.union([z.literal(LIKE_DISLIKE), z.literal(STAR)]),
    apply_id: recordIdSchema(),
    description: z.string().max(SHORTLIST_COMMENT_MAX_LENGTH).nullable().optional(),
    /** The web app sends it (spec §3); the path already names the relationship, so it must agree. */
    shortlist_relationship_uid: shortlistUidSchema.optional(),
  }),
});

/**
 * A comment in a reviewer's thread about one candidate: the reviewer's own (`author.kind` "reviewer") or a
 * recruiter's answer (with the recruiter's name, null once the recruiter is gone).
 */
export const shortlistCommentSchema = z.object({
  id: z.number(),
  apply_id: z.number(),
  author: z.object({ kind: z.enum(["reviewer", "recruiter"]), name: z.string().nullable() }),
  body: z.string(),
  created_at: z.string(),
});

/** `GET …/comments/`: the relationship's threads, oldest first. */
export const shortlistCommentsAnswerSchema = z.object({ comments: z.array(shortlistCommentSchema) });

/** `POST …/comments/`'s body: one comment on one apply of the shortlist. */
export const shortlistCommentBodySchema = z.strictObject({
  comment: z.strictObject({
    apply_id: recordIdSchema(),
    body: z.string().trim().min(1).max(SHORTLIST_COMMENT_MAX_LENGTH),
  }),
});

/** `POST …/comments/`: the comment kept. */
export const shortlistCommentAnswerSchema = z.object({ comment: shortlistCommentSchema });
