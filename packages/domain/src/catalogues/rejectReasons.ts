import { defineCatalogue, findEntry } from "./catalogue";

/** Who turned the candidate down: the consultant (1–23, 'Rejected - …') or the client (24–29, 'Rej by Client - …'). */
export type RejectedBy = "consultant" | "client";

/** Spec §4, reject reasons 1–29 in the spec's order. */
export const rejectReasons = defineCatalogue("rejectReason", [
  {
    id: 1,
    key: "approvedByClient",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Aprovado pelo cliente", en: "Rejected - Approved by Client" },
  },
  {
    id: 2,
    key: "technicalBackground",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Formação técnica", en: "Rejected - Technical Background" },
  },
  {
    id: 3,
    key: "compensationPackage",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Pacote de remuneração", en: "Rejected - Compensation Package" },
  },
  {
    id: 4,
    key: "seniority",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Senioridade", en: "Rejected - Seniority" },
  },
  {
    id: 5,
    key: "employerBrand",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Marca empregadora", en: "Rejected - Employer Brand" },
  },
  {
    id: 6,
    key: "mobility",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Mobilidade", en: "Rejected - Mobility" },
  },
  {
    id: 7,
    key: "culturalFit",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Fit cultural", en: "Rejected - Cultural Fit" },
  },
  {
    id: 8,
    key: "personalProfile",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Perfil pessoal", en: "Rejected - Personal Profile" },
  },
  {
    id: 9,
    key: "language",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Idioma", en: "Rejected - Language" },
  },
  {
    id: 10,
    key: "professionalMomentum",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Momento profissional", en: "Rejected - Professional Momentum" },
  },
  {
    id: 11,
    key: "personalMomentum",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Momento pessoal", en: "Rejected - Personal Momentum" },
  },
  {
    id: 12,
    key: "webResponse",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Candidatura web", en: "Rejected - Web Response" },
  },
  {
    id: 13,
    key: "candidateDeclined",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Candidato desistiu", en: "Rejected - Candidate Declined" },
  },
  {
    id: 14,
    key: "notInterested",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Sem interesse", en: "Rejected - Not Interested" },
  },
  {
    id: 15,
    key: "clientInterviewReject",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Reprovação em entrevista com cliente", en: "Rejected - Client Interview Reject" },
  },
  {
    id: 16,
    key: "clientInterviewRejectedCandidate",
    by: "consultant",
    label: {
      "pt-BR": "Reprovado - Candidato recusou após entrevista com cliente",
      en: "Rejected - Client Interview Rejected Candidate",
    },
  },
  {
    id: 17,
    key: "otherReasons",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Outros motivos", en: "Rejected - Other Reasons" },
  },
  {
    id: 18,
    key: "technicalTest",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Teste técnico", en: "Rejected - Technical Test" },
  },
  {
    id: 19,
    key: "remoteWorkOnly",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Apenas trabalho remoto", en: "Rejected - Remote Work Only" },
  },
  {
    id: 20,
    key: "hybridWorkOnly",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Apenas trabalho híbrido", en: "Rejected - Hybrid Work Only" },
  },
  {
    id: 21,
    key: "offerRejected",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Proposta recusada", en: "Rejected - Offer Rejected" },
  },
  {
    id: 22,
    key: "byConsultant",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Pelo consultor", en: "Rejected - By Consultant" },
  },
  {
    id: 23,
    key: "academicBackground",
    by: "consultant",
    label: { "pt-BR": "Reprovado - Formação acadêmica", en: "Rejected - Academic Background" },
  },
  {
    id: 24,
    key: "clientSalary",
    by: "client",
    label: { "pt-BR": "Reprovado pelo cliente - Salário", en: "Rej by Client - Salary" },
  },
  {
    id: 25,
    key: "clientExperience",
    by: "client",
    label: { "pt-BR": "Reprovado pelo cliente - Experiência", en: "Rej by Client - Experience" },
  },
  {
    id: 26,
    key: "clientCulture",
    by: "client",
    label: { "pt-BR": "Reprovado pelo cliente - Cultura", en: "Rej by Client - Culture" },
  },
  {
    id: 27,
    key: "clientTechnicalBackground",
    by: "client",
    label: { "pt-BR": "Reprovado pelo cliente - Formação técnica", en: "Rej by Client - Technical Background" },
  },
  {
    id: 28,
    key: "clientPersonalProfile",
    by: "client",
    label: { "pt-BR": "Reprovado pelo cliente - Perfil pessoal", en: "Rej by Client - Personal Profile" },
  },
  {
    id: 29,
    key: "clientOther",
    by: "client",
    label: { "pt-BR": "Reprovado pelo cliente - Outros", en: "Rej by Client - Other" },
  },
] as const);

export function rejectReasonsBy(by: RejectedBy) {
  return rejectReasons.entries.filter((entry) => entry.by === by);
}

export function rejectedBy(reasonId: number): RejectedBy | undefined {
  return findEntry(rejectReasons, reasonId)?.by;
}
