import { defineCatalogue } from "./catalogue";

/** Spec §9, language levels 0–5. */
export const languageLevels = defineCatalogue("languageLevel", [
  { id: 0, key: "none", label: { "pt-BR": "Sem conhecimento", en: "Without knowledge" } },
  { id: 1, key: "basic", label: { "pt-BR": "Básico", en: "Basic" } },
  { id: 2, key: "intermediate", label: { "pt-BR": "Intermediário", en: "Intermediate" } },
  { id: 3, key: "advanced", label: { "pt-BR": "Avançado", en: "Advanced" } },
  { id: 4, key: "proficient", label: { "pt-BR": "Fluente", en: "Proficient" } },
  { id: 5, key: "native", label: { "pt-BR": "Nativo", en: "Native" } },
] as const);
