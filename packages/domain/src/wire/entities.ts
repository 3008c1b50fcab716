/**
 * The entity engine's answers. A record's own fields are the registry's business: here a
 * record is any object, and the API client types it with the registry (`EntityRecord<…>`); what surrounds records
 * (the list's meta, duplicates, the audit trail, merges) is declared once, here.
 */
import { z } from "zod";
import { entityIndex } from "../entities/entityIndex";
import type { EntityName } from "../entities/registry";
import { recordIdSchema } from "../rules/ids";

/** Every registry entity's name, as requests and answers name entities. */
export const entityNameSchema = z.enum(Object.keys(entityIndex) as [EntityName, ...EntityName[]]);

/** A record as the API answers it (the registry types its fields). */
export const recordSchema = z.record(z.string(), z.unknown());

/**
 * Where a list page stands: `per_page` ≤ 100. `total` is counted when the database expects at most 10,000 matching
 * rows (or the page is the last); beyond that it is the database's estimate and `total_estimated` is true (absent
 * when the total is exact).
 */
export const listMetaSchema = z.object({
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
  total_estimated: z.boolean().optional(),
});

/**
 * A record of a list. With a terms_* search it also carries `_highlight`: the matches in context, HTML-escaped with
 * the matches in `<mark>` (safe to render as HTML).
 */
export const listedRecordSchema = z.object({ _highlight: z.string().nullable().optional() }).catchall(z.unknown());

/** `GET /recruiters/{entity}`: `{"<entity>": [...], "meta": {...}}` — the records travel under the entity's name. */
export const entityListAnswerSchema = z.object({ meta: listMetaSchema }).catchall(z.array(listedRecordSchema));

/** `GET /recruiters/{entity}/{id}`: `{"<singular>": record}`. */
export const recordAnswerSchema = z.record(z.string(), recordSchema);

export const DUPLICATE_REASONS = ["email", "cpf", "phone", "linkedin", "name"] as const;

/** A likely duplicate of a candidate, and why the server thinks it is the same person. */
export const duplicateSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});

/**
 * `POST /recruiters/{entity}` and `PATCH …/{id}`: the record as stored under its singular key; candidates also
 * answer their likely duplicates.
 */
export const savedAnswerSchema = z.object({ duplicates: z.array(duplicateSchema).optional() }).catchall(recordSchema);

/** `GET /recruiters/candidates/{id}/duplicates`. */
export const duplicatesAnswerSchema = z.object({ duplicates: z.array(duplicateSchema) });

/**
 * What an audit entry records, in the words the per-record history shows: the registry's changes, and the
 * candidate's LGPD rights (consent changes, data exports, deletion requests, anonymisation, retention warnings),
 * which are entries of the candidate's record too. The database's column and the web app's labels follow this list.
 */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "merge",
  "unmerge",
  "consent",
  "data_export",
  "erasure_request",
  "anonymise",
  "retention_warning",
] as const;

/** One entry of a record's history: who, when, and which fields from what to what. */
export const auditLogSchema = z.object({
  id: z.number(),
  action: z.enum(AUDIT_ACTIONS),
  changes: z.record(z.string(), z.unknown()),
  account: z.object({ id: z.number(), name: z.string().nullable() }).nullable(),
  created_at: z.string(),
});

/** `GET …/{entity}/{id}/audit_logs`, oldest first. */
export const auditLogsAnswerSchema = z.object({ audit_logs: z.array(auditLogSchema) });

/** What a merge did: counts and field names, never values (some are LGPD-sensitive). */
export const candidateMergeSchema = z.object({
  id: z.number(),
  kept_id: z.number(),
  merged_id: z.number(),
  moved: z.array(z.object({ table: z.string(), column: z.string(), count: z.number() })),
  skipped: z.array(z.object({ table: z.string(), column: z.string(), count: z.number(), reason: z.string() })),
  filled: z.array(z.string()),
  undone_at: z.string().nullable(),
});

/** `POST /recruiters/candidates/{id}/merge`: the kept candidate as it now is, and the merge. */
export const mergedAnswerSchema = z.object({ candidate: recordSchema, candidate_merge: candidateMergeSchema });

/** `POST /recruiters/candidate_merges/{id}/undo`. */
export const mergeUndoneAnswerSchema = z.object({ candidate_merge: candidateMergeSchema });

/** `POST /recruiters/candidates/{id}/merge`'s body. */
export const mergeBodySchema = z.strictObject({ merge: z.strictObject({ duplicate_id: recordIdSchema() }) });
