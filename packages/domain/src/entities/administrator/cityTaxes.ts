import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A city's service tax (ISS) and withholdings, applied to the invoices issued there. */
export const cityTaxes = defineEntity({
  name: "city_taxes",
  model: "CityTax",
  label: { one: t("Imposto municipal", "City tax"), many: t("Impostos municipais", "City taxes") },
  icon: "city",
  area: "administrator",
  titleField: "city",
  order: { city: "asc" },
  fields: {
    city: f.text(L.city, { max: 120 }).required().column().sortable().searchable(),
    state: f.text(L.state, { max: 2 }).required().column().sortable(),
    iss_percent: f.percent(t("ISS (%)", "ISS (%)")).required().column(),
    withholding_percent: f.percent(t("Retenções (%)", "Withholdings (%)")).column(),
    effective_from: f.date(t("Vigente desde", "Effective from")).required().column().sortable(),
  },
});
