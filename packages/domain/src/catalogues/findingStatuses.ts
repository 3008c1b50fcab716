import { defineCatalogue } from "./catalogue";

/**
 * Where a name of the search's market mapping stands (executive search's "market map": the people found at the target
 * companies, approached or not; the spec names the mapping without its fields).
 */
export const findingStatuses = defineCatalogue("findingStatus", [
  { id: 1, key: "identified", label: { "pt-BR": "Identificado", en: "Identified" } },
  { id: 2, key: "approached", label: { "pt-BR": "Abordado", en: "Approached" } },
  { id: 3, key: "interested", label: { "pt-BR": "Interessado", en: "Interested" } },
  { id: 4, key: "notInterested", label: { "pt-BR": "Sem interesse", en: "Not interested" } },
  { id: 5, key: "offLimits", label: { "pt-BR": "Off-limits", en: "Off limits" } },
  { id: 6, key: "inProcess", label: { "pt-BR": "Em processo", en: "In the process" } },
] as const);
