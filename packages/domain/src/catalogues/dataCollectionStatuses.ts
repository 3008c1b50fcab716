import { defineCatalogue } from "./catalogue";

export const dataCollectionStatuses = defineCatalogue("dataCollectionStatus", [
  { id: 1, key: "pending", label: { "pt-BR": "Pendente", en: "Pending" } },
  { id: 2, key: "sent", label: { "pt-BR": "Enviada", en: "Sent" } },
  { id: 3, key: "partial", label: { "pt-BR": "Parcial", en: "Partially answered" } },
  { id: 4, key: "completed", label: { "pt-BR": "Concluída", en: "Completed" } },
  { id: 5, key: "expired", label: { "pt-BR": "Expirada", en: "Expired" } },
] as const);
