import { z } from "zod";
import { dataFileSchema } from "./dataFiles";

/** `GET /candidates/curriculum`: the signed-in candidate's CV (their newest PDF or DOCX), null until they send one. */
export const candidateCurriculumAnswerSchema = z.object({ curriculum: dataFileSchema.nullable() });
