import { defineCatalogue, findEntry } from "./catalogue";

/**
 * Spec §9, genders 0–5 (self-declared; biological gender is a separate, sensitive catalogue).
 * `other` needs a specification written by the candidate; `notInformed` is the choice not to say.
 */
export const genders = defineCatalogue("gender", [
  { id: 0, key: "woman", needsSpecification: false, label: { "pt-BR": "Mulher", en: "Woman" } },
  { id: 1, key: "man", needsSpecification: false, label: { "pt-BR": "Homem", en: "Man" } },
  { id: 2, key: "nonBinary", needsSpecification: false, label: { "pt-BR": "Não binário", en: "Non-binary" } },
  { id: 3, key: "transgender", needsSpecification: false, label: { "pt-BR": "Transgênero", en: "Transgender" } },
  { id: 4, key: "other", needsSpecification: true, label: { "pt-BR": "Outro", en: "Other" } },
  {
    id: 5,
    key: "notInformed",
    needsSpecification: false,
    label: { "pt-BR": "Prefiro não informar", en: "Prefer not to inform" },
  },
] as const);

export const OTHER_GENDER = 4;

export function genderNeedsSpecification(id: number | null | undefined): boolean {
  return id != null && findEntry(genders, id)?.needsSpecification === true;
}

/** Sex recorded at birth, kept apart from gender because it is LGPD-sensitive and rarely needed. */
export const biologicalGenders = defineCatalogue("biologicalGender", [
  { id: 0, key: "female", label: { "pt-BR": "Feminino", en: "Female" } },
  { id: 1, key: "male", label: { "pt-BR": "Masculino", en: "Male" } },
  { id: 2, key: "intersex", label: { "pt-BR": "Intersexo", en: "Intersex" } },
  { id: 3, key: "notInformed", label: { "pt-BR": "Prefiro não informar", en: "Prefer not to inform" } },
] as const);
