import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A questionnaire a candidate answers on an apply (admin-only; spec §1: multiple choice, text, video, yes/no). */
export const evaluations = defineEntity({
  name: "evaluations",
  model: "Evaluation",
  label: { one: t("Avaliação", "Evaluation"), many: t("Avaliações", "Evaluations") },
  icon: "star",
  area: "recruiter",
  adminOnly: true,
  titleField: "title",
  fields: {
    title: f.text(L.title, { max: 160 }).required().column().sortable().searchable(),
    description: f.longText(L.description),
    questions: f.questions(L.questions).required(),
    time_limit_minutes: f.integer(t("Tempo limite (min)", "Time limit (min)"), { min: 1, max: 600 }),
    active: f.boolean(L.active).column(),
    answers_count: f.integer(t("Respostas", "Answers")).readOnly().column().sortable(),
  },
});
