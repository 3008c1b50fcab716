import { defineCatalogue } from "./catalogue";

/** Spec §4, submission statuses, in the spec's order (14 "Approached" sits after 2, where it happens). */
export const submissionStatuses = defineCatalogue("submissionStatus", [
  { id: 1, key: "mapped", label: { "pt-BR": "Mapeado", en: "Mapped" } },
  { id: 2, key: "approaching", label: { "pt-BR": "Em abordagem", en: "Approaching" } },
  { id: 14, key: "approached", label: { "pt-BR": "Abordado", en: "Approached" } },
  { id: 3, key: "preScreening", label: { "pt-BR": "Pré-triagem", en: "Pre Screening" } },
  { id: 4, key: "screening", label: { "pt-BR": "Triagem", en: "Screening" } },
  {
    id: 5,
    key: "approvedByResearcher",
    label: { "pt-BR": "Aprovado pelo pesquisador", en: "Approved by Researcher" },
  },
  { id: 6, key: "inDiscussion", label: { "pt-BR": "Em discussão", en: "In discussion" } },
  {
    id: 7,
    key: "approvedShortList",
    label: { "pt-BR": "Aprovado - Short List", en: "Approved - Short List" },
  },
  { id: 8, key: "onHold", label: { "pt-BR": "Em espera", en: "On Hold" } },
  { id: 9, key: "backupCandidate", label: { "pt-BR": "Candidato reserva", en: "Backup Candidate" } },
  { id: 10, key: "testSent", label: { "pt-BR": "Teste - Enviado", en: "Test - Sent" } },
  { id: 11, key: "testApproved", label: { "pt-BR": "Teste - Aprovado", en: "Test - Approved" } },
  { id: 12, key: "standBy", label: { "pt-BR": "Stand-by", en: "Stand-By" } },
  { id: 13, key: "approvedLongList", label: { "pt-BR": "Aprovado - Long List", en: "Approved Long List" } },
] as const);
