import { afterLoginPath } from "../permissions/navigation";
import { isBlankValue } from "../rules/text";
import { REGISTRATION_STAGES, type RegistrationStage } from "../state/registrationWizard";

/** The candidate's fields (registry keys of `candidates`) one stage of the wizard asks, and those it requires. */
export type RegistrationStageFields = {
  readonly fields: readonly string[];
  readonly required: readonly string[];
};

/**
 * Spec §2's six stages → the candidate's fields. Each stage asks what a recruiter needs to find and place the
 * candidate; what it requires is what the registration cannot be completed without. Sensitive data (documents,
 * ethnicity, disabilities) is never asked here: the profile pages ask it, optional and explained. Structured
 * experiences have no generic input, so the experiences stage asks the current role and regime and the profile's
 * experience page holds the full history; the nationality (a country list, the heaviest module a page could load) is
 * the profile's too.
 */
export const REGISTRATION_STAGE_FIELDS: Readonly<Record<RegistrationStage, RegistrationStageFields>> = {
  info: {
    fields: ["name", "mobile_phone", "city", "state", "address", "linkedin"],
    required: ["name", "mobile_phone", "city", "state"],
  },
  additionalInfo: {
    fields: [
      "professional_moment",
      "remote_work",
      "mobility",
      "gender",
      "gender_specification",
      "github",
      "portifolio",
    ],
    required: ["professional_moment"],
  },
  category: { fields: ["business_areas"], required: ["business_areas"] },
  experiences: { fields: ["role_name", "current_regime"], required: ["role_name"] },
  salary: {
    fields: ["hiring_regimes", "clt_expectation", "pj_expectation", "temporary_expectation", "freelance_expectation"],
    required: ["hiring_regimes"],
  },
  presentation: { fields: ["self_introduction"], required: ["self_introduction"] },
};

/** The required fields of one stage the record leaves blank, in the stage's order. */
export function missingStageFields(stage: RegistrationStage, record: Readonly<Record<string, unknown>>): string[] {
  return REGISTRATION_STAGE_FIELDS[stage].required.filter((key) => isBlankValue(record[key]));
}

/** Every required field the record leaves blank, with its stage, in wizard order. */
export function missingRegistrationFields(
  record: Readonly<Record<string, unknown>>,
): { readonly stage: RegistrationStage; readonly field: string }[] {
  return REGISTRATION_STAGES.flatMap(({ key }) =>
    missingStageFields(key, record).map((field) => ({ stage: key, field })),
  );
}

/**
 * How many stages are done once `stage` is (what the server stores): a stage counts only when every stage before
 * it is done, so the count never skips one; going back to an earlier stage never lowers it. Undefined: a stage
 * before this one is not done yet.
 */
export function stagesDoneAfter(stagesDone: number, stage: RegistrationStage): number | undefined {
  const index = REGISTRATION_STAGES.findIndex((s) => s.key === stage);
  if (index > stagesDone) return undefined;
  return Math.max(stagesDone, index + 1);
}

/** The stages a stored count of done stages stands for, in order. */
export function stagesDone(count: number): RegistrationStage[] {
  const clamped = Math.max(0, Math.min(REGISTRATION_STAGES.length, Math.trunc(count)));
  return REGISTRATION_STAGES.slice(0, clamped).map((s) => s.key);
}

/** Whether a value (a URL's `?stage=`, a posted field) names one of the wizard's stages. */
export function isRegistrationStage(value: unknown): value is RegistrationStage {
  return REGISTRATION_STAGES.some((stage) => stage.key === value);
}

/**
 * The stage a request of the wizard shows: the one it asks for (`?stage=`) when every stage before it is done, else
 * where the candidate resumes, the first stage not done (the last once all are). The wizard does not skip ahead.
 */
export function registrationStageShown(asked: string | null | undefined, count: number): RegistrationStage {
  const done = stagesDone(count);
  const index = REGISTRATION_STAGES.findIndex((stage) => stage.key === asked);
  const shown = index >= 0 && index <= done.length ? index : Math.min(done.length, REGISTRATION_STAGES.length - 1);
  return REGISTRATION_STAGES[shown]?.key ?? "info";
}

/**
 * The stages beside one: Back opens the previous (none on the first), Next the following (none on the last, which
 * saves the registration instead).
 */
export function neighbourStages(stage: RegistrationStage): {
  readonly previous: RegistrationStage | undefined;
  readonly next: RegistrationStage | undefined;
} {
  const index = REGISTRATION_STAGES.findIndex((s) => s.key === stage);
  return { previous: REGISTRATION_STAGES[index - 1]?.key, next: REGISTRATION_STAGES[index + 1]?.key };
}

/** Where a candidate lands once registered, unless the wizard was opened on the way to another page. */
export const AFTER_REGISTRATION_PATH = "/candidates/home";

/**
 * Where the wizard sends a candidate who completes it: the `redirect` it was opened with when that is a candidate
 * page of this site other than the wizard (a job's application form), else the candidate's home. Never an outside
 * address (`//host`, `https:`, backslashes).
 */
export function afterRegistrationPath(redirect: string | null | undefined): string {
  // The login's rule first (a same-site path of the candidates' pages), then: not the wizard itself.
  const target = afterLoginPath("candidates", redirect);
  return target.startsWith("/candidates/") && !target.startsWith("/candidates/register")
    ? target
    : AFTER_REGISTRATION_PATH;
}
