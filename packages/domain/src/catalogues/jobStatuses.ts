import { defineCatalogue } from "./catalogue";

/** Job statuses (spec §4: "not shown"), after Bullhorn's JobOrder: `open` marks the ones still being worked. */
export const jobStatuses = defineCatalogue("jobStatus", [
  { id: 0, key: "draft", open: false, label: { "pt-BR": "Rascunho", en: "Draft" } },
  { id: 1, key: "open", open: true, label: { "pt-BR": "Aberta", en: "Open" } },
  { id: 2, key: "onHold", open: true, label: { "pt-BR": "Em espera", en: "On hold" } },
  { id: 3, key: "filled", open: false, label: { "pt-BR": "Preenchida", en: "Filled" } },
  { id: 4, key: "cancelled", open: false, label: { "pt-BR": "Cancelada", en: "Cancelled" } },
  { id: 5, key: "closed", open: false, label: { "pt-BR": "Encerrada", en: "Closed" } },
] as const);
