import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/**
 * The business areas of the public site and of jobs (spec §2 specialties / business areas), one catalogue for the
 * whole group. An area with a `slug` has a public page (/home/specialties/{slug}) and filters the job board
 * (/jobs?specialty={slug}); slugs are lower-case words joined by hyphens and never change once published. English
 * visitors read `name_en` and `description_en`, the Portuguese texts where those are blank.
 */
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
    name_en: f.text(t("Nome em inglês", "Name in English"), { max: 120 }),
    description_en: f.richText(t("Descrição em inglês", "Description in English")),
    position: f.integer(t("Ordem no site", "Order on the site"), { min: 0, max: 1000 }).sortable(),
    parent: f.relation(t("Área superior", "Parent area"), "category_sectors"),
  },
});
