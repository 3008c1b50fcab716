import { z } from "zod";
import { catalogueIdSchema } from "../catalogues/catalogueIdSchema";
import { questionResponseTypes } from "../catalogues/questionResponseTypes";
import { requiredText } from "../rules/text";

/** A question of an evaluation or a survey: text, yes/no, multiple choice or a recorded video answer. */
export const questionSchema = z.object({
  text: requiredText({ max: 1000 }),
  response_type: z.union([catalogueIdSchema(questionResponseTypes), z.literal(["choice", "video"])]),
  options: z.array(z.string().trim().min(1).max(200)).default([]),
  required: z.boolean().default(true),
});
