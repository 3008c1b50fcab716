import { z } from "zod";
import { catalogueIdSchema } from "../catalogues/catalogueIdSchema";
import { hiringRegimes } from "../catalogues/hiringRegimes";
import { kinship } from "../catalogues/kinship";
import { languageLevels } from "../catalogues/languageLevels";
import { questionResponseTypes } from "../catalogues/questionResponseTypes";
import { skillLevels, skillYears } from "../catalogues/skillYears";
import { calendarDateSchema, instantSchema } from "../rules/dates";
import { V } from "../rules/messages";
import { optionalPhoneSchema } from "../rules/phone";
import { optionalEmailSchema, optionalText, requiredText } from "../rules/text";

/** Structures kept inside a record (spec §3): a candidate's experiences, skills, references and the like. */

const isoDate = calendarDateSchema({ error: V.dateInvalid.id });
const money = z.number().finite().min(0, V.currencyNegative.id);

/** One job of a candidate's career; the current one also carries pay and benefits (spec §3 current_experience). */
export const experienceSchema = z.object({
  company: requiredText({ max: 160 }),
  role: requiredText({ max: 160 }),
  start_date: isoDate,
  end_date: isoDate.nullable().optional(),
  regime: catalogueIdSchema(hiringRegimes).nullable().optional(),
  salary: money.nullable().optional(),
  bonus: money.nullable().optional(),
  benefits: optionalText({ max: 2000 }),
  description: optionalText({ max: 5000 }),
});
export type Experience = z.output<typeof experienceSchema>;

/** Spec §3: a skill entry has years and level. */
export const skillSchema = z.object({
  name: requiredText({ max: 80 }),
  years: catalogueIdSchema(skillYears),
  level: catalogueIdSchema(skillLevels),
});
export type Skill = z.output<typeof skillSchema>;

export const languageSkillSchema = z.object({
  language: requiredText({ max: 60 }),
  level: catalogueIdSchema(languageLevels),
});

export const educationSchema = z.object({
  institution: requiredText({ max: 160 }),
  course: requiredText({ max: 160 }),
  degree: optionalText({ max: 80 }),
  start_date: isoDate.nullable().optional(),
  end_date: isoDate.nullable().optional(),
});

export const professionalReferenceSchema = z.object({
  name: requiredText({ max: 120 }),
  company: optionalText({ max: 160 }),
  role: optionalText({ max: 120 }),
  relationship: optionalText({ max: 120 }),
  email: optionalEmailSchema,
  phone: optionalPhoneSchema,
});

export const emergencyContactKinshipSchema = catalogueIdSchema(kinship);

/** A Big Five profile: each trait as a 0–100 percentile (spec §3 bigfive_50 / bigfive_120). */
const trait = z.number().min(0).max(100);
export const bigFiveSchema = z.object({
  openness: trait,
  conscientiousness: trait,
  extraversion: trait,
  agreeableness: trait,
  neuroticism: trait,
  answered_at: instantSchema().optional(),
});

/** A question of an evaluation or a survey: text, yes/no, multiple choice or a recorded video answer. */
export const questionSchema = z.object({
  text: requiredText({ max: 1000 }),
  response_type: z.union([catalogueIdSchema(questionResponseTypes), z.literal(["choice", "video"])]),
  options: z.array(z.string().trim().min(1).max(200)).default([]),
  required: z.boolean().default(true),
});

/** Spec §3, a status definition of a workflow template. */
export const statusDefinitionSchema = z.object({
  id: z.number().int().nonnegative(),
  name: requiredText({ max: 80 }),
  position: z.number().int().nonnegative(),
  sub_status: z.array(z.object({ id: z.number().int(), name: requiredText({ max: 80 }) })).default([]),
  feedback_jobs: z.boolean().default(false),
  data_collections: z.boolean().default(false),
  evaluations: z.boolean().default(false),
});
