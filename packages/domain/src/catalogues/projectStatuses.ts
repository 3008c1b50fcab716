import { defineCatalogue } from "./catalogue";

/** Project statuses (spec §3: fields "not shown"). */
export const projectStatuses = defineCatalogue("projectStatus", [
  { id: 1, key: "planned", label: { "pt-BR": "Planejado", en: "Planned" } },
  { id: 2, key: "inProgress", label: { "pt-BR": "Em andamento", en: "In progress" } },
  { id: 3, key: "onHold", label: { "pt-BR": "Em espera", en: "On hold" } },
  { id: 4, key: "completed", label: { "pt-BR": "Concluído", en: "Completed" } },
  { id: 5, key: "cancelled", label: { "pt-BR": "Cancelado", en: "Cancelled" } },
] as const);
