import { permissionActions } from "../../catalogues/permissionActions";
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
    permissions: f
      .map(
        t("Permissões", "Permissions"),
        f.multiSelectKey(t("Ações permitidas", "Allowed actions"), permissionActions),
        {
          // A role grants actions on the recruiter area's entities: one row of the matrix per entity.
          keys: (entities) =>
            entities
              .filter((entity) => entity.area === "recruiter")
              .map((entity) => ({ key: entity.name, label: entity.label.many })),
        },
      )
      .required(),
    recruiters_count: f.integer(t("Recrutadores", "Recruiters")).readOnly().column(),
  },
});
