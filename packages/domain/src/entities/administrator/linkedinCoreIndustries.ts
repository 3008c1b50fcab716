import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** LinkedIn's industry codes mapped to ours, so imported profiles land in the right industry. */
export const linkedinCoreIndustries = defineEntity({
  name: "linkedin_core_industries",
  model: "LinkedinCoreIndustry",
  label: { one: t("Setor do LinkedIn", "LinkedIn industry"), many: t("Setores do LinkedIn", "LinkedIn industries") },
  icon: "industry",
  area: "administrator",
  titleField: "name",
  order: { name: "asc" },
  fields: {
    name: f.text(L.name, { max: 160 }).required().column().sortable().searchable(),
    linkedin_code: f.integer(t("Código do LinkedIn", "LinkedIn code")).required().column().sortable(),
    core_industry: f.relation(L.industry, "core_industries").column(),
  },
});
