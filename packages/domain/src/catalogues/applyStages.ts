import { catalogueIdOf, defineCatalogue, findEntry } from "./catalogue";

/**
 * Spec §4, the apply pipeline's default stages: 0–9 and 14 (the kanban columns of /jobs/{id}/applies/kanban), and
 * Withdrawn (15), where an application the candidate withdrew from their area lands: a column of its own, so the
 * recruiter sees it on the kanban and can move it back if the candidate changes their mind.
 */
export const applyStages = defineCatalogue("applyStage", [
  { id: 0, key: "webResponse", label: { "pt-BR": "Candidatura web", en: "Web Response" } },
  { id: 1, key: "submission", label: { "pt-BR": "Submissão", en: "Submission" } },
  { id: 2, key: "testSent", label: { "pt-BR": "Teste enviado", en: "Test Sent" } },
  { id: 3, key: "testApproved", label: { "pt-BR": "Teste aprovado", en: "Test Approved" } },
  { id: 4, key: "internalInterview", label: { "pt-BR": "Entrevista interna", en: "Internal Interview" } },
  { id: 5, key: "interview", label: { "pt-BR": "Entrevista", en: "Interview" } },
  { id: 6, key: "refCheck", label: { "pt-BR": "Checagem de referências", en: "Ref. Check" } },
  { id: 7, key: "offerExtended", label: { "pt-BR": "Proposta feita", en: "Offer Extended" } },
  { id: 8, key: "placement", label: { "pt-BR": "Contratação", en: "Placement" } },
  { id: 9, key: "rejected", label: { "pt-BR": "Reprovado", en: "Rejected" } },
  {
    id: 14,
    key: "rejectedWebResponse",
    label: { "pt-BR": "Candidatura web reprovada", en: "Rejected Web Response" },
  },
  { id: 15, key: "withdrawn", label: { "pt-BR": "Desistência", en: "Withdrawn" } },
] as const);

const REJECTED_STAGES: readonly number[] = [
  catalogueIdOf(applyStages, "rejected"),
  catalogueIdOf(applyStages, "rejectedWebResponse"),
];

/** Stages that end an apply as a rejection; a reject reason is expected with them. */
export function isRejectedStage(id: number): boolean {
  return REJECTED_STAGES.includes(id);
}

export function applyStageEntry(id: number) {
  return findEntry(applyStages, id);
}
