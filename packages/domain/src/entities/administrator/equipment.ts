import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A device lent to a recruiter (laptop, phone), tracked for handover and return. */
export const equipment = defineEntity({
  name: "equipment",
  model: "Equipment",
  label: { one: t("Equipamento", "Equipment"), many: t("Equipamentos", "Equipment") },
  icon: "laptop",
  area: "administrator",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    category: f.text(t("Categoria", "Category"), { max: 60 }).column().sortable(),
    serial_number: f.text(t("Número de série", "Serial number"), { max: 80 }).column().searchable(),
    assigned_to: f.relation(t("Com", "Assigned to"), "recruiters").column(),
    purchase_date: f.date(t("Data de compra", "Purchase date")).sortable(),
    value: f.currency(L.amount),
    returned_at: f.date(t("Devolvido em", "Returned on")).sortable(),
  },
});
