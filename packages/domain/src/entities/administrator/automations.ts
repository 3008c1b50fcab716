import { automationActions } from "../../catalogues/automationActions";
import { automationTriggers } from "../../catalogues/automationTriggers";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A condition compares a field of the record that fired the trigger with a value, by an operator (`eq`, `in`…). */
const condition = {
  field: f.text(t("Campo", "Field"), { max: 120 }).required(),
  operator: f.text(t("Operador", "Operator"), { max: 20 }).required(),
  value: f.text(t("Valor", "Value"), { max: 500 }),
};

/** A step runs an action with its parameters, after a delay in minutes (none by default). */
const step = {
  action: f.selectKey(t("Ação", "Action"), automationActions).required(),
  params: f.json(t("Parâmetros", "Parameters"), "jsonObject"),
  delay_minutes: f.integer(t("Atraso (minutos)", "Delay (minutes)"), { min: 0 }),
};

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
    conditions: f.list(t("Condições", "Conditions"), condition),
    steps: f.list(t("Ações", "Actions"), step).required(),
    active: f.boolean(L.active).column(),
    last_run_at: f.datetime(t("Última execução", "Last run")).readOnly().column().sortable(),
  },
});
