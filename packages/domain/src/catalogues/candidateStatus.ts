import { catalogueIdOf, defineCatalogue, findEntry } from "./catalogue";

/** Spec §4, candidate status: ids 0–9; 9 is the do-not-use status. */
export const candidateStatus = defineCatalogue("candidateStatus", [
  { id: 0, key: "unqualified", label: { "pt-BR": "Não qualificado", en: "Unqualified" } },
  { id: 1, key: "newLead", label: { "pt-BR": "Novo lead", en: "New Lead" } },
  { id: 2, key: "preRegistered", label: { "pt-BR": "Pré-cadastrado", en: "Pre-registered" } },
  { id: 3, key: "active", label: { "pt-BR": "Ativo", en: "Active" } },
  { id: 4, key: "inactive", label: { "pt-BR": "Inativo", en: "Inactive" } },
  { id: 5, key: "underOffer", label: { "pt-BR": "Em proposta", en: "Under Offer" } },
  { id: 6, key: "placed", label: { "pt-BR": "Colocado", en: "Placed" } },
  { id: 7, key: "dnu", label: { "pt-BR": "DNU", en: "DNU" } },
  { id: 8, key: "archive", label: { "pt-BR": "Arquivado", en: "Archive" } },
  { id: 9, key: "doNotUse", label: { "pt-BR": "Não utilizar", en: "Do Not Use" } },
] as const);

export type CandidateStatusId = (typeof candidateStatus.entries)[number]["id"];

export const DO_NOT_USE_STATUS: CandidateStatusId = catalogueIdOf(candidateStatus, "doNotUse");

export function isDoNotUse(status: number): boolean {
  return status === DO_NOT_USE_STATUS;
}

export function candidateStatusEntry(id: number) {
  return findEntry(candidateStatus, id);
}

/** How a status reads at a glance; widgets map these to theme tones. */
export type StatusEmphasis = "positive" | "neutral" | "attention" | "negative";

export function candidateStatusEmphasis(id: number): StatusEmphasis {
  if (id === 3 || id === 6) return "positive";
  if (id === 5 || id === 1 || id === 2) return "attention";
  if (id === 7 || id === 9) return "negative";
  return "neutral";
}
