import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** Spec §2 "List": a named list of candidates (Bullhorn's Tearsheet), worked as a kanban of its candidates. */
export const tearsheets = defineEntity({
  name: "tearsheets",
  model: "Tearsheet",
  label: { one: t("Lista", "List"), many: t("Listas", "Lists") },
  icon: "list",
  area: "recruiter",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    description: f.longText(L.description),
    job: f.relation(L.job, "jobs").column(),
    owner: f.relation(L.owner, "recruiters").readOnly().column().sortable(),
    shared: f.boolean(t("Compartilhada com a equipe", "Shared with the team")).column(),
    candidates_count: f.integer(t("Candidatos", "Candidates")).readOnly().column().sortable(),
  },
});
