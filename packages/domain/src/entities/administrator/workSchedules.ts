import { z } from "zod";
import { V } from "../../rules/messages";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A time of day as HH:MM, 00:00 to 23:59. */
const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, V.invalid.id);

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
      start: f.text(t("Início", "Start"), { max: 5 }).required().validate(time),
      end: f.text(t("Fim", "End"), { max: 5 }).required().validate(time),
    }),
    days: f.tags(t("Dias", "Days")),
    description: f.longText(L.description),
  },
});
