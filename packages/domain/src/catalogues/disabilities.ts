import { defineCatalogue } from "./catalogue";

/** Spec §9, the disability catalogue: the five kinds the spec names. LGPD-sensitive wherever it is stored. */
export const disabilities = defineCatalogue("disability", [
  { id: 1, key: "hearing", label: { "pt-BR": "Auditiva", en: "Hearing" } },
  { id: 2, key: "speech", label: { "pt-BR": "Fala", en: "Speech" } },
  { id: 3, key: "physical", label: { "pt-BR": "Física", en: "Physical" } },
  { id: 4, key: "mental", label: { "pt-BR": "Mental / intelectual", en: "Mental / intellectual" } },
  { id: 5, key: "visual", label: { "pt-BR": "Visual", en: "Visual" } },
] as const);

/** Spec §9, the nine disability categories, each refining one disability kind (`disability` is its id). */
export const disabilityCategories = defineCatalogue("disabilityCategory", [
  {
    id: 1,
    key: "partialHearingLoss",
    disability: 1,
    label: { "pt-BR": "Perda auditiva parcial", en: "Partial hearing loss" },
  },
  { id: 2, key: "deafness", disability: 1, label: { "pt-BR": "Surdez", en: "Deafness" } },
  { id: 3, key: "speechImpairment", disability: 2, label: { "pt-BR": "Deficiência de fala", en: "Speech impairment" } },
  { id: 4, key: "reducedMobility", disability: 3, label: { "pt-BR": "Mobilidade reduzida", en: "Reduced mobility" } },
  {
    id: 5,
    key: "wheelchairUser",
    disability: 3,
    label: { "pt-BR": "Usuário de cadeira de rodas", en: "Wheelchair user" },
  },
  { id: 6, key: "intellectual", disability: 4, label: { "pt-BR": "Intelectual", en: "Intellectual" } },
  { id: 7, key: "psychosocial", disability: 4, label: { "pt-BR": "Psicossocial", en: "Psychosocial" } },
  {
    id: 8,
    key: "lowVision",
    disability: 5,
    label: { "pt-BR": "Baixa visão / visão monocular", en: "Low or monocular vision" },
  },
  { id: 9, key: "blindness", disability: 5, label: { "pt-BR": "Cegueira", en: "Blindness" } },
] as const);
