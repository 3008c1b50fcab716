import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** Spec §3 business: a company of the group; the administrator works in one at a time. */
export const businesses = defineEntity({
  name: "businesses",
  model: "Business",
  label: { one: t("Empresa do grupo", "Business"), many: t("Empresas do grupo", "Businesses") },
  icon: "business",
  area: "administrator",
  titleField: "name",
  // A record names only the businesses its author works in.
  referableRows: "principalBusinesses",
  order: { name: "asc" },
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    logo_url: f.image(t("Logo", "Logo")),
    cnpj: f.cnpj(t("CNPJ", "CNPJ")).column(),
    brand: f.text(t("Marca", "Brand"), { max: 40 }).column(),
    domain: f.text(t("Domínio", "Domain"), { max: 200 }).column(),
    nubela_credit: f.integer(t("Créditos de dados de perfil", "Profile-data credits")).readOnly().column(),
    active: f.boolean(L.active).column(),
  },
});
