import type { LocalizedText } from "../catalogues/catalogue";
import { defineMessages } from "../i18n/messageSet";
import type { GlobalSearchKind } from "./defineEntity";
import { entityIndexList } from "./entityIndex";
import type { EntityIndexEntry } from "./entityIndexEntry";

/** Spec §2, the six chips of the global search dialog, in the spec's order. */
export const GLOBAL_SEARCH_KINDS: readonly GlobalSearchKind[] = [
  "company",
  "contact",
  "proposal",
  "candidate",
  "lead",
  "job",
];

export const globalSearchChipMessages = defineMessages("globalSearch.chip", {
  company: { "pt-BR": "Empresa", en: "Company" },
  contact: { "pt-BR": "Contato", en: "Contact" },
  proposal: { "pt-BR": "Proposta", en: "Proposal" },
  candidate: { "pt-BR": "Candidato", en: "Candidate" },
  lead: { "pt-BR": "Lead", en: "Lead" },
  job: { "pt-BR": "Vaga", en: "Job" },
} satisfies Record<GlobalSearchKind, LocalizedText>);

/** The registry entity a chip searches. */
export function globalSearchEntity(kind: GlobalSearchKind): EntityIndexEntry {
  const entity = entityIndexList.find((candidate) => candidate.search === kind);
  if (!entity) throw new Error(`No entity is searched as ${kind}`);
  return entity;
}
