import { defineCatalogue } from "./catalogue";

/** Self-declared colour or race in IBGE's five categories (used by Brazilian diversity reports), plus not informed. */
export const ethnicities = defineCatalogue("ethnicity", [
  { id: 1, key: "white", label: { "pt-BR": "Branca", en: "White" } },
  { id: 2, key: "black", label: { "pt-BR": "Preta", en: "Black" } },
  { id: 3, key: "brown", label: { "pt-BR": "Parda", en: "Mixed (Pardo)" } },
  { id: 4, key: "asian", label: { "pt-BR": "Amarela", en: "East Asian" } },
  { id: 5, key: "indigenous", label: { "pt-BR": "Indígena", en: "Indigenous" } },
  { id: 6, key: "notInformed", label: { "pt-BR": "Prefiro não informar", en: "Prefer not to inform" } },
] as const);
