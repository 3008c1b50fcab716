import { businessUnits } from "../../catalogues/businessUnits";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** Spec §3, the recruiter user: is_admin and a role whose role_permissions drive the menus (spec §6). */
export const recruiters = defineEntity({
  name: "recruiters",
  model: "Recruiter",
  label: { one: t("Recrutador", "Recruiter"), many: t("Recrutadores", "Recruiters") },
  icon: "people",
  area: "administrator",
  titleField: "name",
  // A record names only recruiters who work in its business (an owner, a team), or administrators.
  referableRows: "businessMembers",
  order: { name: "asc" },
  fields: {
    photo_url: f.image(t("Foto", "Photo")),
    name: f.text(L.name, { max: 160 }).required().column().sortable().searchable(),
    email: f.email(L.email).required().column().sortable().searchable(),
    title: f.text(t("Cargo", "Title"), { max: 120 }).column(),
    phone: f.phone(L.phone),
    role: f.relation(t("Perfil de acesso", "Role"), "roles").required().column(),
    is_admin: f.boolean(t("Administrador", "Administrator")).column(),
    business_unit: f.select(L.businessUnit, businessUnits),
    businesses: f.relations(t("Empresas do grupo", "Businesses"), "businesses"),
    active: f.boolean(L.active).column(),
    logged_in_with_microsoft: f.boolean(t("Conectado à Microsoft", "Signed in with Microsoft")).readOnly(),
  },
});
