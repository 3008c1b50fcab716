import { defineCatalogue } from "./catalogue";

export const taskPriorities = defineCatalogue("taskPriority", [
  { id: 1, key: "low", label: { "pt-BR": "Baixa", en: "Low" } },
  { id: 2, key: "normal", label: { "pt-BR": "Normal", en: "Normal" } },
  { id: 3, key: "high", label: { "pt-BR": "Alta", en: "High" } },
  { id: 4, key: "urgent", label: { "pt-BR": "Urgente", en: "Urgent" } },
] as const);
