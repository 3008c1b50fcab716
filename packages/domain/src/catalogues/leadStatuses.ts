import { defineCatalogue } from "./catalogue";

/** Lead (contacts) statuses, after Bullhorn's Lead: a lead is worked until it converts or is lost. */
export const leadStatuses = defineCatalogue("leadStatus", [
  { id: 1, key: "new", label: { "pt-BR": "Novo", en: "New" } },
  { id: 2, key: "contacted", label: { "pt-BR": "Contatado", en: "Contacted" } },
  { id: 3, key: "qualified", label: { "pt-BR": "Qualificado", en: "Qualified" } },
  { id: 4, key: "converted", label: { "pt-BR": "Convertido", en: "Converted" } },
  { id: 5, key: "lost", label: { "pt-BR": "Perdido", en: "Lost" } },
] as const);
