import { z } from "zod";

/** The states of reading an uploaded document's text, in the order they come. */
export const TEXT_STATUSES = ["pending", "done", "no_text", "failed"] as const;

/** Spec §7: a file attached to a registry record. */
export const dataFileSchema = z.object({
  id: z.number(),
  name: z.string(),
  content_type: z.string(),
  size: z.number(),
  /** The download's path under the API's origin (`/api/v1/recruiters/data_files/3`). */
  url: z.string(),
  /** The record's model (spec §3 reference_type: `Candidate`). */
  reference_type: z.string(),
  reference_id: z.number(),
  created_at: z.string(),
  /**
   * Where reading a PDF's or DOCX's text stands (a background job reads it): `pending`, `done`, `no_text` (nothing
   * to read, e.g. a scanned PDF), `failed` (the parser gave up); null for a file that carries no text.
   */
  text_status: z.enum(TEXT_STATUSES).nullable(),
});

export type TextStatus = (typeof TEXT_STATUSES)[number];

/** `POST /{role}/data_files` (201). */
export const dataFileAnswerSchema = z.object({ data_file: dataFileSchema });

/** `GET /{role}/data_files?reference_type&reference_id`. */
export const dataFilesAnswerSchema = z.object({ data_files: z.array(dataFileSchema) });
