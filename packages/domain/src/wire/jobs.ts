/**
 * Background work on the wire: exports (spec §3 recruiter_download), bulk delete and bulk update
 * with a request id, and the messages their live channels carry (spec §4, §7).
 */
import { z } from "zod";
import { recordIdSchema } from "../rules/ids";

/** Spec §3 bulk collection: a record picked by hand (`reference_type` is the entity's model, `Candidate`). */
export const collectionItemSchema = z.strictObject({
  reference_type: z.string().min(1).max(80),
  reference_id: recordIdSchema(),
});

const listText = z.string().max(500).optional();
const jsonOrObject = z.union([z.string().max(200_000), z.record(z.string(), z.unknown())]).optional();

/** Spec §3 `select_all_params.search`: the list's search when everything was selected (minus `excluded_ids`). */
export const selectAllSearchSchema = z.strictObject({
  entity: z.string().min(1).max(64),
  search: listText,
  term: listText,
  terms_search: listText,
  terms_required: listText,
  terms_optional: listText,
  terms_excluded: listText,
  where: jsonOrObject,
  // The page on screen when everything was selected: a select-all spans every page.
  page: z.union([z.number(), z.string()]).optional(),
  filter: z.union([z.string().max(2000), z.array(z.unknown()).max(50)]).optional(),
  order: jsonOrObject,
  excluded_ids: z.array(recordIdSchema()).max(50_000).optional(),
});

/** Most records one background task takes by hand (a select-all has no limit). */
export const BULK_COLLECTION_MAX = 50_000;

/** A caller's id for a background task: its ProgressChannel identifier (spec §7). */
export const requestIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/, "Letters, digits, _ . : - only.");

const selectionFields = {
  entity_collection: z
    .strictObject({ collections: z.array(collectionItemSchema).min(1).max(BULK_COLLECTION_MAX) })
    .optional(),
  select_all_params: z.strictObject({ search: selectAllSearchSchema }).optional(),
};

function oneSelection(value: { entity_collection?: unknown; select_all_params?: unknown }): boolean {
  return (value.entity_collection === undefined) !== (value.select_all_params === undefined);
}
const ONE_SELECTION = { message: "Send entity_collection or select_all_params (one of them)." };

/**
 * `DELETE /recruiters/{entity}`: the rows picked by hand or a select-all. With `request_id` it runs in the
 * background (202, progress on ProgressChannel); without, in the request (at most 5,000 records).
 */
export const bulkDeleteBodySchema = z
  .strictObject({ ...selectionFields, request_id: requestIdSchema.optional() })
  .refine(oneSelection, ONE_SELECTION);

/** `PATCH /recruiters/{entity}`: the same selection, the fields to write, always in the background. */
export const bulkUpdateBodySchema = z
  .strictObject({
    ...selectionFields,
    attributes: z.record(z.string(), z.unknown()),
    request_id: requestIdSchema,
  })
  .refine(oneSelection, ONE_SELECTION);

export const JOB_STATUSES = ["processing", "completed", "error"] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);

/** `{background_task}`: what a queued bulk action answers (202). */
export const backgroundTaskSchema = z.object({
  id: z.number(),
  request_id: z.string(),
  status: jobStatusSchema,
});
export const backgroundTaskAnswerSchema = z.object({ background_task: backgroundTaskSchema });

export const EXPORT_FILE_TYPES = ["csv", "xlsx"] as const;

/**
 * `POST /recruiters/recruiter_downloads` body `recruiter_download` (spec §3): the entity, the file type, the rows
 * (`collections` picked by hand, `select_all_params`, or the list's `search` + `extra_params` {where, order,
 * filter}; none of them: every row the recruiter may read), the columns (field keys; default the list's columns).
 */
export const recruiterDownloadBodySchema = z.strictObject({
  recruiter_download: z.strictObject({
    entity: z.string().min(1).max(64),
    file_type: z.enum(EXPORT_FILE_TYPES),
    requested: z.string().min(1).max(60).default("default"),
    total_record: z.number().int().min(0).optional(),
    progress: z.number().optional(),
    search: z.string().max(500).optional(),
    extra_params: z
      .union([
        z.string().max(200_000),
        z.strictObject({ where: jsonOrObject, order: jsonOrObject, filter: selectAllSearchSchema.shape.filter }),
      ])
      .optional(),
    collections: z.array(collectionItemSchema).min(1).max(BULK_COLLECTION_MAX).optional(),
    select_all_params: z.strictObject({ search: selectAllSearchSchema }).optional(),
    columns: z.array(z.string().min(1).max(80)).min(1).max(200).optional(),
  }),
});

/** A shortlist dashboard's file types: the spreadsheet, or the printable document. */
export const DASHBOARD_FILE_TYPES = ["xlsx", "pdf"] as const;

/**
 * What a download's `entity` says for a shortlist dashboard (a list's export names its registry entity there; no
 * entity has this name).
 */
export const SHORTLIST_DASHBOARD = "shortlist_dashboard";

/**
 * `POST /recruiters/recruiter_downloads/shortlist_dashboard` body: one shortlist's dashboard, or a job's (every
 * shortlist of it that was sent), as XLSX or PDF. Exactly one of `shortlist_id`, `job_id`.
 */
export const shortlistDashboardBodySchema = z.strictObject({
  shortlist_dashboard: z
    .strictObject({
      file_type: z.enum(DASHBOARD_FILE_TYPES),
      shortlist_id: recordIdSchema().optional(),
      job_id: recordIdSchema().optional(),
    })
    .refine((value) => (value.shortlist_id === undefined) !== (value.job_id === undefined), {
      message: "Send shortlist_id or job_id (one of them).",
    }),
});

/** Every file type a download may have. */
export const DOWNLOAD_FILE_TYPES = ["csv", "xlsx", "pdf"] as const;

export const recruiterDownloadSchema = z.object({
  id: z.number(),
  /** The registry entity exported, or `shortlist_dashboard`. */
  entity: z.string(),
  file_type: z.enum(DOWNLOAD_FILE_TYPES),
  requested: z.string(),
  status: jobStatusSchema,
  /** 0–100. */
  progress: z.number(),
  total_record: z.number().nullable(),
  /** The finished file's path under the API's origin, once 'completed'. */
  file: z.string().nullable(),
  error_message: z.string().nullable(),
  created_at: z.string(),
});
export const recruiterDownloadAnswerSchema = z.object({ recruiter_download: recruiterDownloadSchema });

/** What RecruiterDownloadChannel carries (spec §4: 'error' comes with progress 100). */
export const downloadProgressMessageSchema = z.object({
  status: z.enum(["processing", "completed", "error", "ping"]),
  progress: z.number(),
  file: z.string().optional(),
  message: z.string().optional(),
});

/** What ProgressChannel carries for a background task. */
export const taskProgressMessageSchema = z.object({
  message: z.string(),
  percent: z.number(),
  file: z.string().optional(),
  error: z.boolean().optional(),
});
