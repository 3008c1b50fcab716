import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** The business areas of the public site and of jobs (spec §2 specialties / business areas). */
export const categorySectors = defineEntity({
  name: "category_sectors",
  path: "sectors/category_sectors",
  model: "CategorySector",
  label: { one: t("Área de atuação", "Business area"), many: t("Áreas de atuação", "Business areas") },
  icon: "sector",
  area: "administrator",
  titleField: "name",
  order: { name: "asc" },
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    slug: f.text(t("Endereço da página", "Page slug"), { max: 80 }).column(),
    image: f.image(L.image),
    description: f.richText(L.description),
    parent: f.relation(t("Área superior", "Parent area"), "category_sectors"),
  },
});
