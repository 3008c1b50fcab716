/**
 * The candidate area's other pages on the wire (`/api/v1/candidates/…`, the signed-in candidate's own):
 *   GET|POST /candidates/cultural_fit   the Big Five questionnaire's result; answering it scores and stores it
 *   GET /candidates/meetings            their interviews and the meetings they are part of
 *   GET /candidates/partners[/{uid}]    the active partners of their business
 *   GET /candidates/jobs_for_you        open public jobs that match their role and business areas
 * Only what a candidate may read travels: never a recruiter's notes, ratings, feedback or internal fields.
 */
import { z } from "zod";
import { BIG_FIVE_ITEM_COUNT } from "../assessments/bigFive";
import { structureAnswerSchema } from "../entities/fieldSchemas";
import { bigFiveItems } from "../entities/recruiter/candidateStructures";
import { publicJobSummarySchema } from "./publicJobs";

/** The questionnaire's answers in item order, each from 1 (very inaccurate) to 5 (very accurate). */
export const culturalFitAnswersSchema = z.object({
  answers: z.array(z.number().int().min(1).max(5)).length(BIG_FIVE_ITEM_COUNT),
});
export type CulturalFitAnswers = z.infer<typeof culturalFitAnswersSchema>;

const bigFiveSchema = structureAnswerSchema(bigFiveItems);

/** The candidate's Big Five (`bigfive_50`), or null before they answer. */
export const culturalFitAnswerSchema = z.object({ bigfive_50: bigFiveSchema.nullable() });
export type CulturalFitAnswer = z.infer<typeof culturalFitAnswerSchema>;
export type BigFiveProfile = z.infer<typeof bigFiveSchema>;

export const CANDIDATE_MEETING_KINDS = ["interview", "meeting"] as const;

/** An interview of one of the candidate's applications, or a meeting they are part of. */
export const candidateMeetingSchema = z.object({
  kind: z.enum(CANDIDATE_MEETING_KINDS),
  /** `interview-12` or `meeting-4`: unique across both kinds. */
  key: z.string(),
  /** The job's title for an interview; the meeting's title for a meeting. */
  title: z.string(),
  /** An interview's round: the `interviewStatuses` catalogue's id. */
  round: z.number().int().nullable(),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }).nullable(),
  location: z.string().nullable(),
  meeting_url: z.string().nullable(),
});
export type CandidateMeeting = z.infer<typeof candidateMeetingSchema>;

/** Upcoming soonest first; past latest first. */
export const candidateMeetingsAnswerSchema = z.object({
  upcoming: z.array(candidateMeetingSchema),
  past: z.array(candidateMeetingSchema),
});
export type CandidateMeetings = z.infer<typeof candidateMeetingsAnswerSchema>;

export const candidatePartnerSummarySchema = z.object({
  uid: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  /** The description as one line of plain text, for the list's cards. */
  summary: z.string(),
});
export type CandidatePartnerSummary = z.infer<typeof candidatePartnerSummarySchema>;

export const candidatePartnerListSchema = z.object({ partners: z.array(candidatePartnerSummarySchema) });
export type CandidatePartnerList = z.infer<typeof candidatePartnerListSchema>;

/** A partner's page: the description as sanitised HTML (text structure and links only). */
export const candidatePartnerSchema = candidatePartnerSummarySchema.extend({ description_html: z.string() });
export type CandidatePartner = z.infer<typeof candidatePartnerSchema>;

/** How many jobs "jobs for you" lists. */
export const JOBS_FOR_YOU_LIMIT = 12;

export const jobsForYouAnswerSchema = z.object({
  /** What the jobs were matched on: the candidate's role and the business areas of their applications. */
  role: z.string().nullable(),
  areas: z.array(z.string()),
  jobs: z.array(publicJobSummarySchema),
});
export type JobsForYou = z.infer<typeof jobsForYouAnswerSchema>;
