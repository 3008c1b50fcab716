import { catalogueIdsByKey } from "../../catalogues/catalogue";
import { invoiceStatuses } from "../../catalogues/invoiceStatuses";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

const STATUS = catalogueIdsByKey(invoiceStatuses);

/** An invoice to a client (admin-only, spec §2), issued as an NFS-e with the city's ISS. */
export const invoices = defineEntity({
  name: "invoices",
  model: "Invoice",
  label: { one: t("Fatura", "Invoice"), many: t("Faturas", "Invoices") },
  icon: "invoice",
  area: "recruiter",
  adminOnly: true,
  titleField: "number",
  order: { issue_date: "desc" },
  filters: {
    // Overdue: billed (issued, or already marked overdue) and due before today in the firm's zone; a paid or a
    // cancelled invoice is never overdue, and a draft is not billed yet.
    overdue: {
      label: t("Vencidas", "Overdue"),
      where: ({ today }) => ({ due_date: { lt: today }, status: { in: [STATUS.issued, STATUS.overdue] } }),
    },
  },
  fields: {
    number: f.text(t("Número", "Number"), { max: 40 }).required().column().sortable().searchable(),
    nfse_number: f.text(t("Número da NFS-e", "NFS-e number"), { max: 40 }).searchable(),
    client_company: f.relation(L.clientCompany, "client_companies").required().column().sortable(),
    billing_plan: f.relation(t("Plano de faturamento", "Billing plan"), "billing_plans"),
    placement: f.relation(L.placement, "placements"),
    proposal: f.relation(L.proposal, "proposals"),
    status: f.select(L.status, invoiceStatuses).required().column().sortable(),
    installment: f.integer(t("Parcela", "Installment"), { min: 1 }),
    amount: f.currency(L.amount).required().column().sortable(),
    tax_amount: f.currency(t("Impostos", "Taxes")),
    city_tax: f.relation(t("Imposto municipal", "City tax"), "city_taxes"),
    issue_date: f.date(t("Emissão", "Issue date")).required().column().sortable(),
    due_date: f.date(t("Vencimento", "Due date")).required().column().sortable(),
    paid_at: f.date(t("Pago em", "Paid on")).sortable(),
    description: f.longText(L.description),
  },
});
