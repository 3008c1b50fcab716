/**
 * What erasing a candidate (LGPD art. 18, VI: deletion on request; art. 16: end of retention) does to every field
 * of the candidate's record. The record stays, so that the firm's applications keep pointing at a row and its
 * statistics (stages, dates, jobs, sources) still add up; what identifies or describes the person does not.
 *
 * Every registry field has a rule here, and the type requires it: a field added to the candidate later fails to
 * compile (and `anonymisation.test.ts` fails) until somebody decides what erasure does to it.
 */
import type { SystemFieldKey } from "../entities/defineEntity";
import type { candidates } from "../entities/recruiter/candidates";

export type CandidateFieldKey = SystemFieldKey | Extract<keyof typeof candidates.fields, string>;

export type AnonymisationRule =
  /** Kept as is: not personal, and the firm's statistics need it (say why). */
  | { readonly kind: "keep"; readonly why: string }
  /** Emptied (null). */
  | { readonly kind: "clear" }
  /** A value that identifies nobody, for a field that cannot be empty (required, or unique per record). */
  | { readonly kind: "replace"; readonly value: (candidateId: number) => unknown };

const clear: AnonymisationRule = { kind: "clear" };
const keep = (why: string): AnonymisationRule => ({ kind: "keep", why });

/** The name an erased candidate shows everywhere (lists, kanban cards, applies). */
export const ANONYMISED_NAME = "Candidato anonimizado";

/** A reserved domain (RFC 2606): no mail can ever reach it. One address per candidate keeps e-mails distinct. */
export function anonymisedEmail(kind: "candidate" | "account", id: number): string {
  return `anonimo-${kind}-${id}@anonimizado.invalid`;
}

export const CANDIDATE_ANONYMISATION: Readonly<Record<CandidateFieldKey, AnonymisationRule>> = {
  id: keep("the applications keep pointing at the row"),
  created_at: keep("when the candidate entered the pool counts in the statistics"),
  updated_at: keep("the server sets it when the row is written"),
  avatar: clear,
  name: { kind: "replace", value: () => ANONYMISED_NAME },
  role_name: clear,
  email: { kind: "replace", value: (id) => anonymisedEmail("candidate", id) },
  mobile_phone: clear,
  address: clear,
  city: clear,
  state: clear,
  nationality: clear,
  linkedin: clear,
  github: clear,
  stackoverflow: clear,
  portifolio: clear,
  status: keep("a pipeline status, not about the person"),
  source: keep("where candidates come from counts in the statistics"),
  owner: keep("the recruiter in charge, not the candidate's data"),
  tags: clear,
  professional_moment: clear,
  remote_work: clear,
  mobility: clear,
  current_regime: clear,
  hiring_regimes: clear,
  clt_expectation: clear,
  pj_expectation: clear,
  temporary_expectation: clear,
  freelance_expectation: clear,
  self_introduction: clear,
  current_experience: clear,
  other_experiences: clear,
  educations: clear,
  languages: clear,
  skills: clear,
  professional_reference: clear,
  cv: clear,
  gender: clear,
  gender_specification: clear,
  biological_gender: clear,
  ethnicity: clear,
  disabilitys: clear,
  disability_categories: clear,
  date_birth: clear,
  cpf: clear,
  rg: clear,
  pis: clear,
  mother_name: clear,
  father_name: clear,
  emergency_contact_name: clear,
  emergency_contact_phone: clear,
  emergency_contact_kinship: clear,
  bigfive_50: clear,
  bigfive_120: clear,
  completed_register: keep("a flag, not about the person"),
  confirmed: keep("a flag, not about the person"),
  last_activity_at: clear,
  // A join table, not a column: the areas a profile chose say nothing of who the person was once the rest is gone.
  business_areas: keep("a category of the talent pool, not about the person"),
  registration_stage: keep("a progress count, not about the person"),
};

/** The values erasure writes, by field key: every field that is not kept. */
export function anonymisedCandidateValues(candidateId: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(CANDIDATE_ANONYMISATION) as [string, AnonymisationRule][]) {
    if (rule.kind === "clear") values[key] = null;
    else if (rule.kind === "replace") values[key] = rule.value(candidateId);
  }
  return values;
}
