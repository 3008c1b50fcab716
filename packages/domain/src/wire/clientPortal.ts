/**
 * The client contacts' portal on the wire (spec §2 "Client-contact area", §6): their company's jobs with what the
 * firm delivered on each, the shortlists sent to them with the candidates presented and their own rating, and the
 * company's projects for its portal administrators. Only what a client may read: never fees, owner, team, notes,
 * candidates' contact details or other reviewers' ratings.
 */
import { z } from "zod";
import { isCanonicalId } from "./ids";

/**
 * How a portal address names a job: its public uid, or its id when it has none. A canonical id (digits, at most ten)
 * is an id; anything else of the uid's alphabet is a uid (a uid is 22 characters).
 */
export const clientJobRefSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Whether a job reference names the job by id (else by uid). */
export function isJobIdRef(ref: string): boolean {
  return isCanonicalId(ref);
}

/** A shortlist sent to this contact: which, when, and the relationship its review page names. */
export const clientShortlistSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  sent_at: z.string().nullable(),
  /** `/client_contacts/shortlists/{relationship_uid}`: this contact's review of it. */
  relationship_uid: z.string(),
});

/** A job of the contact's company in their list. */
export const clientJobSummarySchema = z.object({
  id: z.number(),
  uid: z.string().nullable(),
  title: z.string(),
  /** The `jobStatuses` catalogue's id. */
  status: z.number().int().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  opened_at: z.string().nullable(),
  /** Applications to the job. */
  applies_count: z.number().int(),
  /** Candidates presented in the job's sent shortlists (each counted once). */
  shortlisted_count: z.number().int(),
  /** The newest shortlist sent to this contact, if any. */
  latest_shortlist: clientShortlistSummarySchema.nullable(),
});

/** `GET /client_contacts/jobs`. */
export const clientJobsAnswerSchema = z.object({ jobs: z.array(clientJobSummarySchema) });

/** The contact's own rating of a candidate presented to them (spec §3 like_candidate). */
export const clientRatingSchema = z.object({
  /** Like/dislike; null before they chose. */
  vote: z.enum(["like", "dislike"]).nullable(),
  starred: z.boolean(),
});

/** A candidate presented in a shortlist: name, place in the consultant's order and the contact's rating. */
export const clientPresentedCandidateSchema = z.object({
  apply_id: z.number(),
  position: z.number().int(),
  name: z.string(),
  role_name: z.string().nullable(),
  rating: clientRatingSchema,
});

/** `GET /client_contacts/jobs/{ref}`: the job, and each shortlist sent to this contact with its candidates. */
export const clientJobAnswerSchema = z.object({
  job: clientJobSummarySchema.omit({ latest_shortlist: true }).extend({
    deadline: z.string().nullable(),
    openings: z.number().int().nullable(),
  }),
  shortlists: z.array(clientShortlistSummarySchema.extend({ candidates: z.array(clientPresentedCandidateSchema) })),
});

/** A project of the contact's company (for its portal administrators). */
export const clientProjectSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The `projectStatuses` catalogue's id. */
  status: z.number().int().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  jobs_count: z.number().int(),
});

/** `GET /client_contacts/projects`. */
export const clientProjectsAnswerSchema = z.object({ projects: z.array(clientProjectSummarySchema) });

/** `GET /client_contacts/projects/{id}`: the project, its description and its jobs. */
export const clientProjectAnswerSchema = z.object({
  project: clientProjectSummarySchema.extend({ description: z.string().nullable() }),
  jobs: z.array(clientJobSummarySchema.pick({ id: true, uid: true, title: true, status: true })),
});
