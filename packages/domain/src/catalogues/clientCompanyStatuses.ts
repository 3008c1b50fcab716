import { defineCatalogue } from "./catalogue";

/**
 * Spec §4, client company statuses. The spec lists them without ids, so they are numbered from 0 in its order;
 * `offLimits` marks the statuses whose employees recruiters must not approach.
 */
export const clientCompanyStatuses = defineCatalogue("clientCompanyStatus", [
  { id: 0, key: "archive", offLimits: false, label: { "pt-BR": "Arquivada", en: "Archive" } },
  { id: 1, key: "active", offLimits: false, label: { "pt-BR": "Ativa", en: "Active" } },
  { id: 2, key: "inactive", offLimits: false, label: { "pt-BR": "Inativa", en: "Inactive" } },
  { id: 3, key: "keyAccount", offLimits: true, label: { "pt-BR": "Conta-chave", en: "Key Account" } },
  { id: 4, key: "offLimits", offLimits: true, label: { "pt-BR": "Off Limits", en: "Off Limits" } },
  { id: 5, key: "dnc", offLimits: true, label: { "pt-BR": "Não contatar (DNC)", en: "DNC" } },
  { id: 6, key: "cold", offLimits: false, label: { "pt-BR": "Fria", en: "Cold" } },
] as const);
