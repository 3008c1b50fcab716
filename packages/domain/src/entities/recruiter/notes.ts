import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A note about any record (Bullhorn's Note); @mentions notify the recruiters named (spec §4 notification kinds). */
export const notes = defineEntity({
  name: "notes",
  model: "Note",
  label: { one: t("Nota", "Note"), many: t("Notas", "Notes") },
  icon: "note",
  area: "recruiter",
  titleField: "action",
  fields: {
    action: f.text(t("Ação", "Action"), { max: 120 }).required().column().sortable().searchable(),
    body: f.richText(t("Nota", "Note")).required().searchable(),
    reference_type: f.text(L.referenceType, { max: 60 }).required().column().filters("eq", "in"),
    reference_id: f.integer(L.referenceId).required().filters("eq", "in"),
    template_note: f.relation(t("Modelo de nota", "Note template"), "template_notes"),
    mentions: f.relations(t("Menções", "Mentions"), "recruiters"),
    owner: f.relation(t("Autor", "Author"), "recruiters").readOnly().column().sortable(),
    private: f.boolean(t("Privada", "Private")),
  },
});
