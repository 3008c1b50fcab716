import { billingModels } from "../../catalogues/billingModels";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** How a job or proposal is billed (admin-only, spec §2): the job billing of spec §3 draws on it. */
export const billingPlans = defineEntity({
  name: "billing_plans",
  model: "BillingPlan",
  label: { one: t("Plano de faturamento", "Billing plan"), many: t("Planos de faturamento", "Billing plans") },
  icon: "billing",
  area: "recruiter",
  adminOnly: true,
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    client_company: f.relation(L.clientCompany, "client_companies").required().column().sortable(),
    job: f.relation(L.job, "jobs").column(),
    proposal: f.relation(L.proposal, "proposals"),
    billing_model: f.select(t("Modelo de cobrança", "Billing model"), billingModels).required().column(),
    installments: f.integer(t("Parcelas", "Installments"), { min: 1, max: 60 }).required(),
    total_amount: f.currency(t("Valor total", "Total amount")).column().sortable(),
    fee_percent: f.percent(L.feePercent),
    start_date: f.date(L.startDate).sortable(),
    payment_terms_days: f.integer(t("Prazo de pagamento (dias)", "Payment terms (days)"), { min: 0, max: 180 }),
    notes: f.longText(t("Observações", "Notes")),
  },
});
