/**
 * The public job board on the wire (`/api/v1/public/jobs`): what anyone may read of a published job of the host's
 * business. Never its client company, fees, owner, team, notes, candidates or status history: a job's public face is
 * the firm's (executive search keeps its client confidential until the shortlist), so `hiringOrganization` is the
 * brand's business.
 */
import { z } from "zod";

/** Jobs per page of the board. */
export const PUBLIC_JOBS_PER_PAGE = 20;
/** Similar jobs shown on a job's page. */
export const SIMILAR_JOBS_LIMIT = 4;
/**
 * Jobs counted at most for a search's `total`: counting every match of a common word among 100,000 jobs reads
 * them all (hundreds of ms); past this, `total_capped` says there are more ("1000+"), 50 pages being more than
 * anyone browses.
 */
export const PUBLIC_JOBS_COUNT_CAP = 1000;
/** The longest search term read; a longer one is cut here and the answer says so (`term_too_long`). */
export const PUBLIC_JOB_TERM_MAX = 120;

/** A business area (`category_sectors`), by the slug its pages and filters use. */
export const publicSpecialtySchema = z.object({ slug: z.string(), name: z.string() });

export const publicSalarySchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  currency: z.literal("BRL"),
});

/** A job on the board's list (a card) and among a job's similar ones. */
export const publicJobSummarySchema = z.object({
  /** Unguessable, stable: the job's public identity (its URL's last segment). */
  uid: z.string(),
  /** The title as a URL segment; a URL with another slug redirects (301) to this one. */
  slug: z.string(),
  title: z.string(),
  specialty: publicSpecialtySchema.nullable(),
  city: z.string().nullable(),
  /** A Brazilian state's two-letter code (UF). */
  state: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().nullable(),
  /** The `workTypes` catalogue's id. */
  work_type: z.number().int().nullable(),
  /** The `hiringRegimes` catalogue's id. */
  hiring_regime: z.number().int().nullable(),
  /** When the job was published (ISO date); always public, as search engines require it. */
  date_posted: z.string(),
  /** Only when the business shows salaries (`show_salary`) and the job does too (its `show_salary`). */
  salary: publicSalarySchema.nullable(),
});

/** A job's page. */
export const publicJobSchema = publicJobSummarySchema.extend({
  /** Sanitised HTML. */
  description_html: z.string(),
  requirements_html: z.string().nullable(),
  /** Benefit names; only when the business shows benefits (`show_benefits`). */
  benefits: z.array(z.string()).nullable(),
  /** The `contractModels` catalogue's id; only when the business shows it (`show_contract_type`). */
  contract_model: z.number().int().nullable(),
  /** Opening data (`show_opening_data`): when it opened and how many positions. */
  opening: z.object({ opened_at: z.string().nullable(), openings: z.number().int().nullable() }).nullable(),
  /** The application deadline (ISO date), when the job has one. */
  valid_through: z.string().nullable(),
  updated_at: z.string(),
});

/** Why a search was read differently from how it was asked; the page says so in the visitor's language. */
export const PUBLIC_JOB_SEARCH_NOTICES = [
  "page_out_of_range",
  "term_too_long",
  "unknown_specialty",
  "unknown_state",
  "unknown_work_type",
  "unknown_hiring_regime",
] as const;
export type PublicJobSearchNotice = (typeof PUBLIC_JOB_SEARCH_NOTICES)[number];

/** The board's search as it was applied (after dropping what was not understood). */
export const publicJobSearchSchema = z.object({
  term: z.string().optional(),
  specialty: z.string().optional(),
  state: z.string().optional(),
  city: z.string().optional(),
  work_type: z.number().int().optional(),
  hiring_regime: z.number().int().optional(),
  page: z.number().int().min(1),
});
export type PublicJobSearch = z.infer<typeof publicJobSearchSchema>;

export const publicJobListAnswerSchema = z.object({
  jobs: z.array(publicJobSummarySchema),
  /** Jobs matching the search, counted up to `PUBLIC_JOBS_COUNT_CAP`. */
  total: z.number().int(),
  /** More jobs match than `total` (the count stopped at the cap): show it as "1000+". */
  total_capped: z.boolean(),
  page: z.number().int(),
  per_page: z.number().int(),
  search: publicJobSearchSchema,
  notices: z.array(z.enum(PUBLIC_JOB_SEARCH_NOTICES)),
  /** The filter's choices: the business areas that have published jobs. */
  specialties: z.array(publicSpecialtySchema),
});

export const publicJobAnswerSchema = z.object({
  job: publicJobSchema,
  similar: z.array(publicJobSummarySchema),
});

export type PublicSpecialty = z.infer<typeof publicSpecialtySchema>;
export type PublicJobSummary = z.infer<typeof publicJobSummarySchema>;
export type PublicJob = z.infer<typeof publicJobSchema>;
export type PublicJobListAnswer = z.infer<typeof publicJobListAnswerSchema>;
export type PublicJobAnswer = z.infer<typeof publicJobAnswerSchema>;
