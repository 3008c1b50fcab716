import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A public survey or research (/surveys/{id}, spec §2), published in the insights section. */
export const surveys = defineEntity({
  name: "surveys",
  model: "Survey",
  label: { one: t("Pesquisa", "Survey"), many: t("Pesquisas", "Surveys") },
  icon: "survey",
  area: "administrator",
  titleField: "title",
  fields: {
    title: f.text(L.title, { max: 160 }).required().column().sortable().searchable(),
    description: f.richText(L.description),
    questions: f.questions(L.questions).required(),
    starts_at: f.datetime(L.startsAt).column().sortable(),
    ends_at: f.datetime(L.endsAt).sortable(),
    published: f.boolean(L.published).column(),
    answers_count: f.integer(t("Respostas", "Answers")).readOnly().column(),
  },
});
