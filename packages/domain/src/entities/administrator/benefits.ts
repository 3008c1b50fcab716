import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A benefit a job or a course offers (spec §2 jobs/benefits, courses/benefits). */
export const benefits = defineEntity({
  name: "benefits",
  model: "Benefit",
  label: { one: t("Benefício", "Benefit"), many: t("Benefícios", "Benefits") },
  icon: "gift",
  area: "administrator",
  titleField: "name",
  order: { name: "asc" },
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    icon: f.text(t("Ícone", "Icon"), { max: 60 }),
    description: f.longText(L.description),
    for_jobs: f.boolean(t("Em vagas", "For jobs")).column(),
    for_courses: f.boolean(t("Em cursos", "For courses")).column(),
  },
});
