import { z } from "zod";

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
});

/** `POST /{role}/data_files` (201). */
export const dataFileAnswerSchema = z.object({ data_file: dataFileSchema });

/** `GET /{role}/data_files?reference_type&reference_id`. */
export const dataFilesAnswerSchema = z.object({ data_files: z.array(dataFileSchema) });
