import { defineCatalogue } from "./catalogue";

/** Spec §4, candidate professional moments (the spec gives no ids: numbered in its order from 1). */
export const professionalMoments = defineCatalogue("professionalMoment", [
  {
    id: 1,
    key: "notOpen",
    label: { "pt-BR": "Não estou aberto a oportunidades", en: "Not open to opportunities" },
  },
  {
    id: 2,
    key: "looking",
    label: { "pt-BR": "Estou buscando oportunidades", en: "Looking for opportunities" },
  },
  {
    id: 3,
    key: "employedLooking",
    label: {
      "pt-BR": "Empregado, mas buscando novos horizontes",
      en: "Employed but looking for new horizons",
    },
  },
] as const);
