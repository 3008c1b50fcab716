import { defineCatalogue } from "./catalogue";

/** Spec §9, kinship 1–9: how an emergency contact relates to the candidate. */
export const kinship = defineCatalogue("kinship", [
  { id: 1, key: "mother", label: { "pt-BR": "Mãe", en: "Mother" } },
  { id: 2, key: "father", label: { "pt-BR": "Pai", en: "Father" } },
  { id: 3, key: "spouse", label: { "pt-BR": "Cônjuge ou companheiro(a)", en: "Spouse or partner" } },
  { id: 4, key: "child", label: { "pt-BR": "Filho(a)", en: "Son or daughter" } },
  { id: 5, key: "sibling", label: { "pt-BR": "Irmão(ã)", en: "Sibling" } },
  { id: 6, key: "grandparent", label: { "pt-BR": "Avô(ó)", en: "Grandparent" } },
  { id: 7, key: "uncleAunt", label: { "pt-BR": "Tio(a)", en: "Uncle or aunt" } },
  { id: 8, key: "friend", label: { "pt-BR": "Amigo(a)", en: "Friend" } },
  { id: 9, key: "other", label: { "pt-BR": "Outro", en: "Other" } },
] as const);
