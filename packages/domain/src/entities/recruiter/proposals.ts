import { billingModels } from "../../catalogues/billingModels";
import { businessUnits } from "../../catalogues/businessUnits";
import { proposalClosedReasons, proposalStatuses } from "../../catalogues/proposalStatuses";
import { V } from "../../rules/messages";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** Closing without winning needs a reason (spec §4's closed reasons). */
const NEEDS_CLOSED_REASON: readonly number[] = [6, 7];

/** A commercial proposal, after Bullhorn's Opportunity, with the spec's statuses 0–25 and closed reasons. */
export const proposals = defineEntity({
  name: "proposals",
  model: "Proposal",
  label: { one: t("Proposta", "Proposal"), many: t("Propostas", "Proposals") },
  icon: "handshake",
  area: "recruiter",
  titleField: "title",
  search: "proposal",
  views: { blocks: { title: "title", subtitle: "client_company", details: ["status", "amount", "owner"] } },
  fields: {
    title: f.text(L.title, { max: 160 }).required().column().sortable().searchable(),
    client_company: f.relation(L.clientCompany, "client_companies").column().sortable(),
    client_contact: f.relation(L.clientContact, "client_contacts"),
    contact: f.relation(L.lead, "contacts"),
    owner: f.relation(L.owner, "recruiters").required().column().sortable(),
    status: f.select(L.status, proposalStatuses).required().column().sortable(),
    closed_reason: f.select(t("Motivo do fechamento", "Closed reason"), proposalClosedReasons),
    business_unit: f.select(L.businessUnit, businessUnits).sortable(),
    billing_model: f.select(t("Modelo de cobrança", "Billing model"), billingModels),
    positions: f.integer(t("Posições", "Positions"), { min: 1 }),
    amount: f.currency(L.amount).column().sortable(),
    fee_percent: f.percent(L.feePercent),
    probability: f.percent(t("Probabilidade", "Probability")).sortable(),
    expected_close_date: f.date(t("Previsão de fechamento", "Expected close date")).column().sortable(),
    sent_at: f.date(t("Enviada em", "Sent on")).sortable(),
    signed_at: f.date(t("Assinada em", "Signed on")).sortable(),
    credit: f.currency(t("Crédito", "Credit")),
    cancelled: f.boolean(t("Cancelada", "Cancelled")),
    description: f.richText(L.description).searchable(),
  },
  refine: (proposal, report) => {
    if (proposal.status != null && NEEDS_CLOSED_REASON.includes(proposal.status) && proposal.closed_reason == null) {
      report("closed_reason", V.required.id);
    }
  },
});
