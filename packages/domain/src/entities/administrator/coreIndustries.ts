import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** The industries companies and jobs are classified in. */
export const coreIndustries = defineEntity({
  name: "core_industries",
  model: "CoreIndustry",
  label: { one: t("Setor", "Core industry"), many: t("Setores", "Core industries") },
  icon: "industry",
  area: "administrator",
  titleField: "name",
  order: { name: "asc" },
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    cnae: f.text(t("CNAE", "CNAE"), { max: 10 }).column().searchable(),
    description: f.longText(L.description),
  },
});
