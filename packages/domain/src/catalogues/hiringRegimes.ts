import { defineCatalogue } from "./catalogue";

/**
 * Spec §9, hiring regimes in the spec's order (CLT first: most Brazilian hires are CLT).
 * `expectationField` names the candidate's salary-expectation field for the regime, where there is one.
 */
export const hiringRegimes = defineCatalogue("hiringRegime", [
  {
    id: 2,
    key: "clt",
    expectationField: "clt_expectation",
    label: { "pt-BR": "CLT - Efetivo", en: "CLT - Permanent" },
  },
  { id: 1, key: "pj", expectationField: "pj_expectation", label: { "pt-BR": "PJ", en: "PJ" } },
  {
    id: 3,
    key: "temporary",
    expectationField: "temporary_expectation",
    label: { "pt-BR": "Temporário", en: "Temporary" },
  },
  { id: 8, key: "outsourced", expectationField: null, label: { "pt-BR": "Terceirizado", en: "Outsourced" } },
  {
    id: 4,
    key: "freelancer",
    expectationField: "freelance_expectation",
    label: { "pt-BR": "Freelancer", en: "Freelancer" },
  },
  { id: 5, key: "partner", expectationField: null, label: { "pt-BR": "Sócio", en: "Partner" } },
  { id: 6, key: "statutory", expectationField: null, label: { "pt-BR": "Estatutário", en: "Statutory" } },
  { id: 7, key: "consultant", expectationField: null, label: { "pt-BR": "Consultor", en: "Consultant" } },
  { id: 9, key: "associate", expectationField: null, label: { "pt-BR": "Associado", en: "Associate" } },
] as const);
