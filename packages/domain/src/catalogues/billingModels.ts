import { defineCatalogue } from "./catalogue";

/** How a search is billed: retained searches in thirds, contingency at placement, or a fixed or monthly fee. */
export const billingModels = defineCatalogue("billingModel", [
  { id: 1, key: "retainedThirds", label: { "pt-BR": "Retainer em três parcelas", en: "Retained, in thirds" } },
  { id: 2, key: "contingency", label: { "pt-BR": "Sucesso (na contratação)", en: "Contingency (on placement)" } },
  { id: 3, key: "fixedFee", label: { "pt-BR": "Valor fixo", en: "Fixed fee" } },
  { id: 4, key: "monthly", label: { "pt-BR": "Mensalidade", en: "Monthly fee" } },
] as const);
