import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";
import { statusDefinitionSchema } from "../shapes";

/** A job's pipeline: status definitions of spec §3 (id, name, position, sub-statuses and three flags). */
export const workflowTemplates = defineEntity({
  name: "workflow_templates",
  model: "WorkflowTemplate",
  label: { one: t("Fluxo de etapas", "Workflow template"), many: t("Fluxos de etapas", "Workflow templates") },
  icon: "workflow",
  area: "administrator",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    statuses: f.list(t("Etapas", "Stages"), statusDefinitionSchema).required(),
    default: f.boolean(t("Padrão", "Default")).column(),
  },
});
