import { z } from "zod";
import { automationTriggers } from "../../catalogues/automationTriggers";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

const conditionSchema = z.object({ field: z.string().min(1), operator: z.string().min(1), value: z.unknown() });
const stepSchema = z.object({
  action: z.enum(["sendEmail", "createTask", "moveStage", "notify", "sendDataCollection", "sendEvaluation"]),
  params: z.record(z.string(), z.unknown()).default({}),
  delay_minutes: z.number().int().min(0).default(0),
});

/** An administrator's rule: when a trigger fires and the conditions hold, run the steps in the background. */
export const automations = defineEntity({
  name: "automations",
  model: "Automation",
  label: { one: t("Automação", "Automation"), many: t("Automações", "Automations") },
  icon: "automation",
  area: "administrator",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    trigger: f.select(t("Gatilho", "Trigger"), automationTriggers).required().column().sortable(),
    conditions: f.listSchema(t("Condições", "Conditions"), conditionSchema),
    steps: f.listSchema(t("Ações", "Actions"), stepSchema).required(),
    active: f.boolean(L.active).column(),
    last_run_at: f.datetime(t("Última execução", "Last run")).readOnly().column().sortable(),
  },
});
