import { defineCatalogue } from "./catalogue";

/** Spec §4, how an evaluation question is answered. */
export const questionResponseTypes = defineCatalogue("questionResponseType", [
  { id: 0, key: "text", label: { "pt-BR": "Texto", en: "Text" } },
  { id: 1, key: "yesNo", label: { "pt-BR": "Sim ou não", en: "Yes or No" } },
] as const);
