import { defineCatalogue } from "./catalogue";

/** Placement statuses, after Bullhorn's Placement; `guaranteeEnded` is when the replacement guarantee lapses. */
export const placementStatuses = defineCatalogue("placementStatus", [
  { id: 1, key: "pending", label: { "pt-BR": "Pendente", en: "Pending" } },
  { id: 2, key: "approved", label: { "pt-BR": "Aprovada", en: "Approved" } },
  { id: 3, key: "active", label: { "pt-BR": "Ativa", en: "Active" } },
  { id: 4, key: "completed", label: { "pt-BR": "Concluída", en: "Completed" } },
  { id: 5, key: "terminated", label: { "pt-BR": "Desligado", en: "Terminated" } },
  { id: 6, key: "replaced", label: { "pt-BR": "Reposição", en: "Replaced under guarantee" } },
  { id: 7, key: "cancelled", label: { "pt-BR": "Cancelada", en: "Cancelled" } },
] as const);
