import { hiringRegimes } from "../../catalogues/hiringRegimes";
import { placementStatuses } from "../../catalogues/placementStatuses";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A hire, after Bullhorn's Placement; basic salary and target bonus feed the job billing (spec §3). */
export const placements = defineEntity({
  name: "placements",
  model: "Placement",
  label: { one: t("Contratação", "Placement"), many: t("Contratações", "Placements") },
  icon: "trophy",
  area: "recruiter",
  titleField: "candidate_name",
  fields: {
    candidate_name: f.text(L.candidate).readOnly().column().sortable().searchable(),
    candidate: f.relation(L.candidate, "candidates").required(),
    job: f.relation(L.job, "jobs").required().column().sortable(),
    apply: f.relation(L.apply, "applies"),
    client_company: f.relation(L.clientCompany, "client_companies").column().sortable(),
    owner: f.relation(L.owner, "recruiters").required().column().sortable(),
    status: f.select(L.status, placementStatuses).required().column().sortable(),
    hiring_regime: f.select(L.hiringRegime, hiringRegimes),
    start_date: f.date(L.startDate).required().column().sortable(),
    end_date: f.date(L.endDate).sortable(),
    basic_salary: f.currency(t("Salário base", "Basic salary")).sortable(),
    target_bonus: f.currency(t("Bônus alvo", "Target bonus")),
    fee_percent: f.percent(L.feePercent),
    fee_amount: f.currency(t("Valor do fee", "Fee amount")).sortable(),
    guarantee_days: f.integer(t("Garantia (dias)", "Guarantee (days)"), { min: 0, max: 365 }),
    billing_plan: f.relation(t("Plano de faturamento", "Billing plan"), "billing_plans"),
    comments: f.longText(L.comments),
  },
});
