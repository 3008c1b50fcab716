import { billingModels } from "../../catalogues/billingModels";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** Spec §2 "standard_billings (commercial condition)": the default terms a proposal starts from. */
export const standardBillings = defineEntity({
  name: "standard_billings",
  model: "StandardBilling",
  label: {
    one: t("Condição comercial", "Commercial condition"),
    many: t("Condições comerciais", "Commercial conditions"),
  },
  icon: "billing",
  area: "administrator",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    billing_model: f.select(t("Modelo de cobrança", "Billing model"), billingModels).required().column(),
    installments: f.integer(t("Parcelas", "Installments"), { min: 1, max: 60 }).column(),
    fee_percent: f.percent(L.feePercent).column(),
    payment_terms_days: f.integer(t("Prazo de pagamento (dias)", "Payment terms (days)"), { min: 0, max: 180 }),
    guarantee_days: f.integer(t("Garantia (dias)", "Guarantee (days)"), { min: 0, max: 365 }),
    description: f.longText(L.description),
  },
});
