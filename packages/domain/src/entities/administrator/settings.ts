import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A platform setting (key and value) that administrators may change without a deploy. */
export const settings = defineEntity({
  name: "settings",
  model: "Setting",
  label: { one: t("Configuração", "Setting"), many: t("Configurações", "Settings") },
  icon: "settings",
  area: "administrator",
  titleField: "key",
  order: { key: "asc" },
  fields: {
    key: f.text(t("Chave", "Key"), { max: 120 }).required().column().sortable().searchable(),
    value: f.longText(t("Valor", "Value")).required().column(),
    description: f.longText(L.description),
  },
});
