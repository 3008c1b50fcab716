import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** What happens as applies enter one stage of the workflow. */
const stepItems = {
  stage: f.integer(t("Etapa (código)", "Stage (code)"), { min: 0 }).required(),
  send_evaluation: f.relation(t("Avaliação a enviar", "Evaluation to send"), "evaluations"),
  send_data_collection: f.boolean(t("Enviar coleta de dados", "Send data collection")),
  notify_client: f.boolean(t("Avisar o cliente", "Notify the client")),
};

/** Runs a job's selection process: what happens as applies enter each stage of its workflow. */
export const processOrchestrators = defineEntity({
  name: "process_orchestrators",
  model: "ProcessOrchestrator",
  label: {
    one: t("Orquestrador de processo", "Process orchestrator"),
    many: t("Orquestradores de processo", "Process orchestrators"),
  },
  icon: "workflow",
  area: "administrator",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    workflow_template: f.relation(t("Fluxo de etapas", "Workflow template"), "workflow_templates").required().column(),
    job: f.relation(L.job, "jobs").column(),
    steps: f.list(t("Passos", "Steps"), stepItems).required(),
    active: f.boolean(L.active).column(),
  },
});
