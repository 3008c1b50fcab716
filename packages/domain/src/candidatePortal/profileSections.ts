/**
 * The candidate's profile as the candidate area shows it (spec §2 candidate area, §3 candidate profile): which page
 * edits which fields of the candidates registry, in which groups, what each sensitive group says about itself,
 * and how complete a profile is. One description: the section pages, the overview and the dashboard are drawn from it.
 */
import { type AnyEntity, candidateWritableFields, type FieldDefinition } from "../entities/defineEntity";
import { type EntitySchemas, entitySchemas, withSchemas } from "../entities/entitySchemas";
import { defineMessages, type Message } from "../i18n/messageSet";

export const candidateProfileMessages = defineMessages("candidatePortal.profile", {
  info: { "pt-BR": "Seus Dados", en: "Your data" },
  profile: { "pt-BR": "Perfil profissional", en: "Professional profile" },
  experience: { "pt-BR": "Experiência", en: "Experience" },
  educations: { "pt-BR": "Formação", en: "Education" },
  languages: { "pt-BR": "Idiomas", en: "Languages" },
  skills: { "pt-BR": "Habilidades", en: "Skills" },
  pretensions: { "pt-BR": "Preferências", en: "Preferences" },
  documentsNote: {
    "pt-BR":
      "Opcional. Pedimos seus documentos para agilizar uma contratação; só a consultoria os vê, nunca os clientes.",
    en: "Optional. We ask for your documents to speed up a hiring; only the firm sees them, never its clients.",
  },
  diversityNote: {
    "pt-BR":
      "Opcional. Estes dados apoiam processos seletivos afirmativos e inclusivos; só a consultoria os vê, nunca os clientes.",
    en: "Optional. These answers support affirmative, inclusive selection processes; only the firm sees them, never its clients.",
  },
});

const M = candidateProfileMessages.messages;

/** The profile's pages, in the order the overview and the completeness follow. */
export const CANDIDATE_PROFILE_PAGES = [
  "info",
  "profile",
  "experience",
  "educations",
  "languages",
  "skills",
  "pretensions",
] as const;
export type CandidateProfilePage = (typeof CANDIDATE_PROFILE_PAGES)[number];

/** A group of a page: one card titled by a registry section (`entitySectionMessages`), with an optional note. */
export type ProfileGroup = {
  readonly section: string;
  readonly fields: readonly string[];
  /** Why a sensitive group is asked, and that clients never see it. */
  readonly note?: Message;
};

export type ProfilePageDescription = {
  readonly page: CandidateProfilePage;
  readonly path: string;
  readonly title: Message;
  readonly groups: readonly ProfileGroup[];
  /**
   * What makes the page complete: every inner list needs one of its fields filled. Sensitive fields are never
   * asked for here (they are optional).
   */
  readonly essentials: readonly (readonly string[])[];
};

function page(
  name: CandidateProfilePage,
  groups: readonly ProfileGroup[],
  essentials: readonly (readonly string[])[],
): ProfilePageDescription {
  return { page: name, path: `/candidates/${name}`, title: M[name], groups, essentials };
}

export const candidateProfilePages: Readonly<Record<CandidateProfilePage, ProfilePageDescription>> = {
  info: page(
    "info",
    [
      { section: "profile", fields: ["name", "mobile_phone", "address", "city", "state", "nationality"] },
      {
        section: "documents",
        fields: ["date_birth", "cpf", "rg", "pis", "mother_name", "father_name"],
        note: M.documentsNote,
      },
      {
        section: "diversity",
        fields: [
          "gender",
          "gender_specification",
          "biological_gender",
          "ethnicity",
          "disabilitys",
          "disability_categories",
        ],
        note: M.diversityNote,
      },
      {
        section: "emergency",
        fields: ["emergency_contact_name", "emergency_contact_phone", "emergency_contact_kinship"],
      },
    ],
    [["mobile_phone"], ["city"]],
  ),
  profile: page(
    "profile",
    [
      { section: "preferences", fields: ["role_name", "professional_moment", "remote_work", "mobility"] },
      { section: "links", fields: ["linkedin", "github", "stackoverflow", "portifolio"] },
      { section: "presentation", fields: ["self_introduction"] },
      { section: "references", fields: ["professional_reference"] },
    ],
    [["role_name"], ["self_introduction"]],
  ),
  experience: page(
    "experience",
    [{ section: "experience", fields: ["current_experience", "other_experiences"] }],
    [["current_experience", "other_experiences"]],
  ),
  educations: page("educations", [{ section: "education", fields: ["educations"] }], [["educations"]]),
  languages: page("languages", [{ section: "languages", fields: ["languages"] }], [["languages"]]),
  skills: page("skills", [{ section: "skills", fields: ["skills"] }], [["skills"]]),
  pretensions: page(
    "pretensions",
    [
      {
        section: "pretensions",
        fields: ["clt_expectation", "pj_expectation", "temporary_expectation", "freelance_expectation"],
      },
      { section: "preferences", fields: ["current_regime", "hiring_regimes"] },
    ],
    [["hiring_regimes"], ["clt_expectation", "pj_expectation", "temporary_expectation", "freelance_expectation"]],
  ),
};

/* ------------------------------------------------------------------------------------------------------------ */
/* A page as a form                                                                                              */

/** The fields of a page, each in its group's section, as the candidate may write them (a marked field is left out). */
export function profilePageFields(entity: AnyEntity, name: CandidateProfilePage): FieldDefinition[] {
  const writable = new Map(candidateWritableFields(entity).map((field) => [field.key, field]));
  return candidateProfilePages[name].groups.flatMap((group) =>
    group.fields.flatMap((key) => {
      const field = writable.get(key);
      return field ? [{ ...field, section: group.section }] : [];
    }),
  );
}

/**
 * The candidates entity narrowed to one page, for the registry's form: the page's fields in its groups, validated
 * by the registry's update rules (any subset of the fields, the cross-field rules included), so the form and the API
 * accept exactly the same input.
 */
export function profilePageEntity(entity: AnyEntity, name: CandidateProfilePage): AnyEntity {
  const fields = profilePageFields(entity, name);
  const schemas: EntitySchemas = {
    get record() {
      return entitySchemas(entity).record;
    },
    get create() {
      return entitySchemas(entity).update;
    },
    get update() {
      return entitySchemas(entity).update;
    },
  };
  return withSchemas(
    { ...entity, fieldList: [...entity.fieldList.filter((field) => field.system), ...fields] },
    schemas,
  );
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Completeness                                                                                                  */

/** A value a person filled: not null, not blank text, not an empty list or object. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.values(value).some(isFilled);
  return true;
}

export function isPageComplete(profile: Readonly<Record<string, unknown>>, name: CandidateProfilePage): boolean {
  return candidateProfilePages[name].essentials.every((anyOf) => anyOf.some((key) => isFilled(profile[key])));
}

export type ProfileCompleteness = {
  /** Whole percent of the pages complete. */
  readonly percent: number;
  /** The first page, in the pages' order, still missing something; null when all are complete. */
  readonly nextMissing: ProfilePageDescription | null;
};

export function profileCompleteness(profile: Readonly<Record<string, unknown>>): ProfileCompleteness {
  const missing = CANDIDATE_PROFILE_PAGES.filter((name) => !isPageComplete(profile, name));
  const complete = CANDIDATE_PROFILE_PAGES.length - missing.length;
  const [next] = missing;
  return {
    percent: Math.round((complete / CANDIDATE_PROFILE_PAGES.length) * 100),
    nextMissing: next ? candidateProfilePages[next] : null,
  };
}
