import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A spreadsheet template for importing an entity's records, downloadable from its list. */
export const templateUploads = defineEntity({
  name: "template_uploads",
  model: "TemplateUpload",
  label: { one: t("Modelo de importação", "Import template"), many: t("Modelos de importação", "Import templates") },
  icon: "upload",
  area: "administrator",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    entity: f.text(L.entity, { max: 60 }).required().column(),
    file: f.file(t("Arquivo", "File")).required(),
    description: f.longText(L.description),
  },
});
