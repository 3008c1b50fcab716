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
  creationNotice: "mentions",
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
  /*
   * A private note is its author's alone: no other recruiter reads, finds, exports, changes or deletes it, and
   * administrators are no exception (Bullhorn shows private notes to their author only). A private note is a
   * personal working memo; an administrator's role is to run the business's configuration, not to read colleagues'
   * memos, and a rule with no exception is one a recruiter can trust before writing. Naming a recruiter in a
   * private note (@mention, `mentions`) does not share it: mentions in a private note notify no one.
   */
  privateRows: { flag: "private", owner: "owner" },
  aboutRecord: { type: "reference_type", id: "reference_id" },
});
