import { type CatalogueEntry, defineCatalogue, findEntry } from "./catalogue";

/** How the signature preview lays a company's signature out (spec §2: the layout depends on the company). */
export type SignatureLayout = "logoLeft" | "logoTop" | "banner";

/**
 * Spec §2, the nine group companies a recruiter can sign for in the signature editor.
 * `brand` is the brand key whose logo and colours the signature uses (null: the group's default look).
 */
export const groupCompanies = defineCatalogue("groupCompany", [
  {
    id: 1,
    key: "seletaGroup",
    brand: "default",
    layout: "logoLeft",
    website: "https://seleta.com.br",
    label: { "pt-BR": "Grupo Seleta", en: "Seleta Group" },
  },
  {
    id: 2,
    key: "seletaExecutive",
    brand: "executive",
    layout: "logoLeft",
    website: "https://executive.seleta.com.br",
    label: { "pt-BR": "Seleta Executive Search", en: "Seleta Executive Search" },
  },
  {
    id: 3,
    key: "seletaTech",
    brand: "tech",
    layout: "banner",
    website: "https://tech.seleta.com.br",
    label: { "pt-BR": "Seleta Tech", en: "Seleta Tech" },
  },
  {
    id: 4,
    key: "seletaFinance",
    brand: "finance",
    layout: "logoLeft",
    website: "https://finance.seleta.com.br",
    label: { "pt-BR": "Seleta Finance", en: "Seleta Finance" },
  },
  {
    id: 5,
    key: "seletaInterim",
    brand: "interim",
    layout: "logoTop",
    website: "https://interim.seleta.com.br",
    label: { "pt-BR": "Seleta Interim", en: "Seleta Interim" },
  },
  {
    id: 6,
    key: "seletaLegal",
    brand: "default",
    layout: "logoLeft",
    website: "https://legal.seleta.com.br",
    label: { "pt-BR": "Seleta Jurídico", en: "Seleta Legal" },
  },
  {
    id: 7,
    key: "seletaEngineering",
    brand: "default",
    layout: "logoTop",
    website: "https://engenharia.seleta.com.br",
    label: { "pt-BR": "Seleta Engenharia", en: "Seleta Engineering" },
  },
  {
    id: 8,
    key: "seletaPeople",
    brand: "default",
    layout: "banner",
    website: "https://people.seleta.com.br",
    label: { "pt-BR": "Seleta Pessoas e RH", en: "Seleta People & HR" },
  },
  {
    id: 9,
    key: "seletaAcademy",
    brand: "default",
    layout: "banner",
    website: "https://academy.seleta.com.br",
    label: { "pt-BR": "Seleta Academy", en: "Seleta Academy" },
  },
] as const satisfies readonly (CatalogueEntry & { brand: string; layout: SignatureLayout; website: string })[]);

export function groupCompanyEntry(id: number) {
  return findEntry(groupCompanies, id);
}
