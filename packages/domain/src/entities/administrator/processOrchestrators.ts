import { z } from "zod";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

const stepSchema = z.object({
  stage: z.number().int().nonnegative(),
  send_evaluation: z.number().int().positive().nullable().optional(),
  send_data_collection: z.boolean().default(false),
  notify_client: z.boolean().default(false),
});

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
    steps: f.list(t("Passos", "Steps"), stepSchema).required(),
    active: f.boolean(L.active).column(),
  },
});
