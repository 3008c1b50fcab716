import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** Seniority levels (analyst … C-level); `rank` orders them and standard fees hang on them. */
export const positionLevels = defineEntity({
  name: "position_levels",
  model: "PositionLevel",
  label: { one: t("Nível de cargo", "Position level"), many: t("Níveis de cargo", "Position levels") },
  icon: "ladder",
  area: "administrator",
  titleField: "name",
  order: { rank: "asc" },
  fields: {
    name: f.text(L.name, { max: 80 }).required().column().sortable().searchable(),
    rank: f.integer(t("Ordem", "Rank"), { min: 0 }).required().column().sortable(),
    description: f.longText(L.description),
  },
});
