import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** Spec §3, a status definition of a workflow template: id, name, position, sub-statuses and three flags. */
const statusItems = {
  id: f.integer(t("Código", "Code"), { min: 0 }).required(),
  name: f.text(L.name, { max: 80 }).required(),
  position: f.integer(t("Posição", "Position"), { min: 0 }).required(),
  sub_status: f.list(t("Subetapas", "Sub-stages"), {
    id: f.integer(t("Código", "Code")).required(),
    name: f.text(L.name, { max: 80 }).required(),
  }),
  feedback_jobs: f.boolean(t("Pede retorno da vaga", "Asks for job feedback")),
  data_collections: f.boolean(t("Coleta dados", "Collects data")),
  evaluations: f.boolean(t("Envia avaliações", "Sends evaluations")),
};

/** A job's pipeline: its status definitions, in order. */
export const workflowTemplates = defineEntity({
  name: "workflow_templates",
  model: "WorkflowTemplate",
  label: { one: t("Fluxo de etapas", "Workflow template"), many: t("Fluxos de etapas", "Workflow templates") },
  icon: "workflow",
  area: "administrator",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    statuses: f.list(t("Etapas", "Stages"), statusItems).required(),
    default: f.boolean(t("Padrão", "Default")).column(),
  },
});
