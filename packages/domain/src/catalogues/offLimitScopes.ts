import { defineCatalogue } from "./catalogue";

/** Whom an off-limits agreement protects from being approached (the usual executive-search guarantee). */
export const offLimitScopes = defineCatalogue("offLimitScope", [
  { id: 1, key: "allEmployees", label: { "pt-BR": "Todos os funcionários", en: "All employees" } },
  { id: 2, key: "placedCandidates", label: { "pt-BR": "Candidatos colocados", en: "Placed candidates" } },
  { id: 3, key: "department", label: { "pt-BR": "Departamento", en: "Department" } },
  { id: 4, key: "seniorLevels", label: { "pt-BR": "Níveis de diretoria", en: "Senior levels" } },
] as const);
