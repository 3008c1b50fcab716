import { defineCatalogue } from "./catalogue";

/** Events an administrator's automation can start from. */
export const automationTriggers = defineCatalogue("automationTrigger", [
  { id: 1, key: "applyCreated", label: { "pt-BR": "Nova candidatura", en: "Apply created" } },
  { id: 2, key: "applyStageChanged", label: { "pt-BR": "Etapa da candidatura alterada", en: "Apply stage changed" } },
  { id: 3, key: "candidateCreated", label: { "pt-BR": "Candidato cadastrado", en: "Candidate created" } },
  { id: 4, key: "jobOpened", label: { "pt-BR": "Vaga aberta", en: "Job opened" } },
  { id: 5, key: "jobClosed", label: { "pt-BR": "Vaga encerrada", en: "Job closed" } },
  {
    id: 6,
    key: "proposalStatusChanged",
    label: { "pt-BR": "Status da proposta alterado", en: "Proposal status changed" },
  },
  { id: 7, key: "placementCreated", label: { "pt-BR": "Contratação registrada", en: "Placement created" } },
  { id: 8, key: "schedule", label: { "pt-BR": "Agendamento", en: "Schedule" } },
] as const);
