import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** The team's tool shelf (admin-only, spec §2): links to the outside tools recruiters use every day. */
export const utilities = defineEntity({
  name: "utilities",
  model: "Utility",
  label: { one: t("Utilitário", "Utility"), many: t("Utilitários", "Utilities") },
  icon: "tools",
  area: "recruiter",
  adminOnly: true,
  titleField: "name",
  order: { position: "asc" },
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    url: f.url(t("Endereço", "Address")).required().column(),
    category: f.text(t("Categoria", "Category"), { max: 60 }).column().sortable(),
    description: f.longText(L.description),
    position: f.integer(L.position, { min: 0 }).sortable(),
  },
});
