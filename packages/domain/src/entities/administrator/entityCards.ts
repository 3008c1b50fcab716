import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A dashboard card counting an entity's records under a saved filter. */
export const entityCards = defineEntity({
  name: "entity_cards",
  model: "EntityCard",
  label: { one: t("Card de entidade", "Entity card"), many: t("Cards de entidade", "Entity cards") },
  icon: "card",
  area: "administrator",
  titleField: "name",
  order: { position: "asc" },
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    entity: f.text(L.entity, { max: 60 }).required().column(),
    where: f.json(t("Filtro", "Filter"), "jsonObject"),
    color: f.color(t("Cor", "Colour")),
    icon: f.text(t("Ícone", "Icon"), { max: 60 }),
    position: f.integer(L.position, { min: 0 }).sortable(),
    admin_only: f.boolean(t("Só administradores", "Administrators only")).column(),
  },
});
