import { defineCatalogue } from "./catalogue";

/** Spec §9, years of experience in a skill 0–8: none, one-year bands up to 7, then more than 7. */
export const skillYears = defineCatalogue("skillYears", [
  { id: 0, key: "none", label: { "pt-BR": "Sem experiência", en: "No experience" } },
  { id: 1, key: "upTo1", label: { "pt-BR": "Até 1 ano", en: "Up to 1 year" } },
  { id: 2, key: "from1To2", label: { "pt-BR": "De 1 a 2 anos", en: "1 to 2 years" } },
  { id: 3, key: "from2To3", label: { "pt-BR": "De 2 a 3 anos", en: "2 to 3 years" } },
  { id: 4, key: "from3To4", label: { "pt-BR": "De 3 a 4 anos", en: "3 to 4 years" } },
  { id: 5, key: "from4To5", label: { "pt-BR": "De 4 a 5 anos", en: "4 to 5 years" } },
  { id: 6, key: "from5To6", label: { "pt-BR": "De 5 a 6 anos", en: "5 to 6 years" } },
  { id: 7, key: "from6To7", label: { "pt-BR": "De 6 a 7 anos", en: "6 to 7 years" } },
  { id: 8, key: "moreThan7", label: { "pt-BR": "Mais de 7 anos", en: "More than 7 years" } },
] as const);

/** Spec §9, skill levels 1–4. */
export const skillLevels = defineCatalogue("skillLevel", [
  { id: 1, key: "beginner", label: { "pt-BR": "Iniciante", en: "Beginner" } },
  { id: 2, key: "experienced", label: { "pt-BR": "Experiente", en: "Experienced" } },
  { id: 3, key: "advanced", label: { "pt-BR": "Avançado", en: "Advanced" } },
  { id: 4, key: "expert", label: { "pt-BR": "Especialista", en: "Expert" } },
] as const);
