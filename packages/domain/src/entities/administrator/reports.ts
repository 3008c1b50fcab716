import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A saved report over an entity: filters, columns and an optional mailing schedule. */
export const reports = defineEntity({
  name: "reports",
  model: "Report",
  label: { one: t("Relatório", "Report"), many: t("Relatórios", "Reports") },
  icon: "report",
  area: "administrator",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    entity: f.text(L.entity, { max: 60 }).required().column(),
    description: f.longText(L.description),
    where: f.json(t("Filtro", "Filter"), "jsonObject"),
    columns: f.tags(t("Colunas", "Columns")),
    schedule: f.text(t("Agenda de envio (cron)", "Mailing schedule (cron)"), { max: 60 }),
    recipients: f.tags(t("Destinatários", "Recipients")),
    last_run_at: f.datetime(t("Última execução", "Last run")).readOnly().column().sortable(),
  },
});
