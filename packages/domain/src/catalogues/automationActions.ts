import { defineCatalogue } from "./catalogue";

/** What an automation's step does; a step stores the entry's key (`sendEmail`), which the job runner reads. */
export const automationActions = defineCatalogue("automationAction", [
  { id: 1, key: "sendEmail", label: { "pt-BR": "Enviar e-mail", en: "Send e-mail" } },
  { id: 2, key: "createTask", label: { "pt-BR": "Criar tarefa", en: "Create task" } },
  { id: 3, key: "moveStage", label: { "pt-BR": "Mover de etapa", en: "Move to a stage" } },
  { id: 4, key: "notify", label: { "pt-BR": "Notificar", en: "Notify" } },
  { id: 5, key: "sendDataCollection", label: { "pt-BR": "Enviar coleta de dados", en: "Send data collection" } },
  { id: 6, key: "sendEvaluation", label: { "pt-BR": "Enviar avaliação", en: "Send evaluation" } },
] as const);
