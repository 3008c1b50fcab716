import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A working schedule a job offers (hours, days). */
export const workSchedules = defineEntity({
  name: "work_schedules",
  model: "WorkSchedule",
  label: { one: t("Jornada de trabalho", "Work schedule"), many: t("Jornadas de trabalho", "Work schedules") },
  icon: "clock",
  area: "administrator",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    weekly_hours: f.integer(t("Horas semanais", "Weekly hours"), { min: 1, max: 60 }).required().column(),
    hours: f.object(t("Horário", "Hours"), {
      start: f.text(t("Início", "Start"), { max: 5 }).required().validate("timeOfDay"),
      end: f.text(t("Fim", "End"), { max: 5 }).required().validate("timeOfDay"),
    }),
    days: f.tags(t("Dias", "Days")),
    description: f.longText(L.description),
  },
});
