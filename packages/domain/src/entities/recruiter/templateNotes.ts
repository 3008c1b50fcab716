import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** Spec §2 "Note template": a reusable note with its action. */
export const templateNotes = defineEntity({
  name: "template_notes",
  model: "TemplateNote",
  label: { one: t("Modelo de nota", "Note template"), many: t("Modelos de nota", "Note templates") },
  icon: "noteTemplate",
  area: "recruiter",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    action: f.text(t("Ação", "Action"), { max: 120 }).column().sortable(),
    body: f.richText(L.body).required(),
    shared: f.boolean(t("Compartilhado com a equipe", "Shared with the team")).column(),
    owner: f.relation(L.owner, "recruiters").readOnly().column(),
  },
});
