/**
 * A candidate's LGPD self-service (their own data only, under `/candidates/…`):
 *   GET  /candidates/consents                       → {consents: {current, history, texts}}
 *   PUT  /candidates/consents                       {consents: {talent_pool?, marketing_emails?}} → same
 *   POST /candidates/data_exports                   → 201 {data_export}
 *   GET  /candidates/data_exports/{id}              → {data_export}
 *   GET  /candidates/data_exports/{id}/file         the ZIP (attachment)
 *   POST /candidates/account_deletions              {account_deletion: {password}} → 202 {message}
 *   POST /candidates/account_deletions/confirmation {token} → {message} (the mail's link; no session needed)
 */
import { z } from "zod";
import { CONSENT_PURPOSES } from "../privacy/consents";
import { jobStatusSchema } from "./jobs";

export const consentPurposeSchema = z.enum(CONSENT_PURPOSES);

export const consentRecordSchema = z.object({
  purpose: consentPurposeSchema,
  granted: z.boolean(),
  text_version: z.string(),
  recorded_at: z.string(),
});

/** The applications' own consent (recorded on the apply): shown, not changed here. */
export const applicationConsentSchema = z.object({
  apply_id: z.number(),
  job_title: z.string().nullable(),
  applied_at: z.string().nullable(),
});

export const consentsSchema = z.object({
  /** The latest choice per purpose; null: never answered (not given). */
  current: z.object({ talent_pool: consentRecordSchema.nullable(), marketing_emails: consentRecordSchema.nullable() }),
  /** Every choice, newest first. */
  history: z.array(consentRecordSchema),
  /** The text version a choice made now records. */
  text_version: z.string(),
  applications: z.array(applicationConsentSchema),
});
export const consentsAnswerSchema = z.object({ consents: consentsSchema });

export const consentsBodySchema = z.strictObject({
  consents: z
    .strictObject({ talent_pool: z.boolean().optional(), marketing_emails: z.boolean().optional() })
    .refine((value) => value.talent_pool !== undefined || value.marketing_emails !== undefined, {
      message: "Choose at least one purpose.",
    }),
});

export const dataExportSchema = z.object({
  id: z.number(),
  status: jobStatusSchema,
  /** 0–100. */
  progress: z.number(),
  /** The ZIP's path under the API's origin, once 'completed'. */
  file: z.string().nullable(),
  error_message: z.string().nullable(),
  created_at: z.string(),
  /** After this the file is gone and a new export must be asked for. */
  expires_at: z.string(),
});
export const dataExportAnswerSchema = z.object({ data_export: dataExportSchema });

export const accountDeletionBodySchema = z.strictObject({
  account_deletion: z.strictObject({ password: z.string().min(1).max(200) }),
});

export const accountDeletionConfirmationBodySchema = z.strictObject({ token: z.string().min(20).max(200) });
