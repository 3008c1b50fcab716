import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A partner with its own candidate landing page (/candidates/partners/{partner}). */
export const partners = defineEntity({
  name: "partners",
  model: "Partner",
  label: { one: t("Parceiro", "Partner"), many: t("Parceiros", "Partners") },
  icon: "partner",
  area: "administrator",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    uid: f.text(t("Endereço da página", "Page slug"), { max: 60 }).required().column(),
    logo: f.image(t("Logo", "Logo")),
    website: f.url(L.website),
    description: f.richText(L.description),
    active: f.boolean(L.active).column(),
  },
});
