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
  /*
   * A template is its author's working material: the rest of the team lists and applies it once it is shared, and
   * until then does not know it exists. Only its author changes or deletes it, shared or not, so a template a
   * colleague relies on never changes under them; an administrator is no exception, as with private notes.
   */
  privateRows: { flag: "shared", owner: "owner", flagMeans: "shared" },
});
