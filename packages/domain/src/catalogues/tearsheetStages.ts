import { defineCatalogue } from "./catalogue";

/** Columns of the tearsheet (list) kanban: where each listed candidate stands. */
export const tearsheetStages = defineCatalogue("tearsheetStage", [
  { id: 1, key: "toContact", label: { "pt-BR": "A contatar", en: "To contact" } },
  { id: 2, key: "contacted", label: { "pt-BR": "Contatado", en: "Contacted" } },
  { id: 3, key: "interested", label: { "pt-BR": "Interessado", en: "Interested" } },
  { id: 4, key: "notInterested", label: { "pt-BR": "Sem interesse", en: "Not interested" } },
  { id: 5, key: "submitted", label: { "pt-BR": "Submetido", en: "Submitted" } },
] as const);
