import { z } from "zod";
import { dataFileSchema } from "./dataFiles";

/**
 * `GET /candidates/curriculum`: the signed-in candidate's CV (their newest PDF or DOCX), null until they send one,
 * and the upload limit (spec §5), so the page refuses a file too large before sending it.
 */
export const candidateCurriculumAnswerSchema = z.object({
  curriculum: dataFileSchema.nullable(),
  max_megabytes: z.number(),
});
