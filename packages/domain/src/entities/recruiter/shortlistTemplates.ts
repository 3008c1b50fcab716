import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/**
 * A shortlist's reusable structure and texts (spec: shortlist "templates"; fields not shown there): the letter before
 * the candidates, the skeleton of each candidate's presentation, the closing, and what the client sees of each
 * candidate by default (never CPF, private notes or other jobs: only the pay expectation and the CV are a choice).
 */
export const shortlistTemplates = defineEntity({
  name: "shortlist_templates",
  model: "ShortlistTemplate",
  label: {
    one: t("Modelo de shortlist", "Shortlist template"),
    many: t("Modelos de shortlist", "Shortlist templates"),
  },
  icon: "shortlist",
  area: "recruiter",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    introduction: f.richText(t("Apresentação da shortlist", "Shortlist introduction")),
    presentation: f.richText(t("Modelo de apresentação do candidato", "Candidate presentation template")),
    closing: f.richText(t("Encerramento", "Closing")),
    show_salary_expectation: f.boolean(t("Mostrar pretensão salarial", "Show pay expectation")).column(),
    show_cv: f.boolean(t("Mostrar o CV", "Show the CV")).column(),
    shared: f.boolean(t("Compartilhado com a equipe", "Shared with the team")).column(),
    owner: f.relation(L.owner, "recruiters").readOnly().column(),
  },
});
