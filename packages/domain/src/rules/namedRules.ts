import { z } from "zod";
import { storedAnswerSchema } from "../questionnaire/answers";
import { V } from "./messages";
import { signatureSchema } from "./signature";

/**
 * Rules a field of the registry names instead of holding (`.validate(name)`, `f.json(label, name)`,
 * `f.answers(label, name)`): a declaration holds no schema, so the registry's metadata loads without zod and the
 * schemas are built where something validates (entities/fieldSchemas.ts).
 */
export const NAMED_RULES = {
  /** A time of day as HH:MM, 00:00 to 23:59 (a work schedule's hours). */
  timeOfDay: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, V.invalid.id),
  /** The company of a recruiter's e-mail signature, with the spec §5 message ("Select a company!"). */
  signatureCompany: signatureSchema.shape.company,
  /** An answer to a question as an apply or an evaluation keeps it. */
  storedAnswer: storedAnswerSchema,
  /** Any JSON object: a filter, a configuration's rules, an action's parameters. */
  jsonObject: z.record(z.string(), z.unknown()),
} satisfies Record<string, z.ZodType>;

export type NamedRules = typeof NAMED_RULES;
export type NamedRule = keyof NamedRules;
