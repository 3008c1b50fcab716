import { rolePermissionsSchema } from "../../permissions/actions";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A role: the role_permissions map of spec §3 (entity → allowed actions), edited on its own admin screen. */
export const roles = defineEntity({
  name: "roles",
  model: "Role",
  label: { one: t("Perfil de acesso", "Role"), many: t("Perfis de acesso", "Roles") },
  icon: "shield",
  area: "administrator",
  titleField: "name",
  order: { name: "asc" },
  fields: {
    name: f.text(L.name, { max: 80 }).required().column().sortable().searchable(),
    description: f.longText(L.description),
    permissions: f.objectSchema(t("Permissões", "Permissions"), rolePermissionsSchema).required(),
    recruiters_count: f.integer(t("Recrutadores", "Recruiters")).readOnly().column(),
  },
});
