import { z } from "zod";
import { TEXT_STATUSES } from "./dataFiles";

/**
 * The most characters of a document's text one answer carries. A CV is read in a dialog: past this, a reader wants
 * the file itself, and the answer stays small however much text a large PDF holds.
 */
export const DATA_FILE_TEXT_MAX_CHARS = 200_000;

/**
 * `GET /{role}/data_files/{id}/text`: the text read from a PDF or DOCX, for whoever may download the file. `text`
 * is null unless `text_status` is `done`; `truncated` says the text was cut at `DATA_FILE_TEXT_MAX_CHARS`.
 */
export const dataFileTextSchema = z.object({
  id: z.number(),
  text_status: z.enum(TEXT_STATUSES).nullable(),
  text: z.string().nullable(),
  truncated: z.boolean(),
});

export const dataFileTextAnswerSchema = z.object({ data_file_text: dataFileTextSchema });
