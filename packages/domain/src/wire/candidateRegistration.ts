/**
 * The candidate's registration wizard (spec §2): where the candidate stands (`GET /candidates/registration`), a
 * stage done (`POST /candidates/registration/stages`, after its fields were saved through the profile) and the
 * registration completed (`POST /candidates/registration`).
 */
import { z } from "zod";
import { REGISTRATION_STAGES, type RegistrationStage } from "../state/registrationWizard";

const stageKeys = REGISTRATION_STAGES.map((stage) => stage.key) as [RegistrationStage, ...RegistrationStage[]];

export const registrationStageKeySchema = z.enum(stageKeys);

/** A business area the category stage offers, named in the candidate's language. */
export const registrationBusinessAreaSchema = z.object({ id: z.number(), name: z.string() });

export const candidateRegistrationSchema = z.object({
  /** The stages done, in order (a reload resumes at the first one not done). */
  stages_done: z.array(registrationStageKeySchema),
  completed: z.boolean(),
  /** Whether the candidate's e-mail is confirmed (the wizard says so when it is not). */
  confirmed: z.boolean(),
});

export const candidateRegistrationAnswerSchema = z.object({
  registration: candidateRegistrationSchema,
  business_areas: z.array(registrationBusinessAreaSchema),
});

export const registrationStageBodySchema = z.strictObject({ stage: registrationStageKeySchema });

export const registrationProgressAnswerSchema = z.object({ registration: candidateRegistrationSchema });

export type CandidateRegistration = z.infer<typeof candidateRegistrationSchema>;
export type CandidateRegistrationAnswer = z.infer<typeof candidateRegistrationAnswerSchema>;
export type RegistrationProgressAnswer = z.infer<typeof registrationProgressAnswerSchema>;
