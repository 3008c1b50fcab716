import { proposalStatuses } from "../../catalogues/proposalStatuses";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A stage of the commercial funnel: which proposal statuses it gathers and its weighted probability. */
export const salesFunnel = defineEntity({
  name: "sales_funnel",
  model: "SalesFunnel",
  label: { one: t("Etapa do funil", "Funnel stage"), many: t("Funil de vendas", "Sales funnel") },
  icon: "funnel",
  area: "administrator",
  titleField: "name",
  order: { position: "asc" },
  fields: {
    name: f.text(L.name, { max: 80 }).required().column().sortable().searchable(),
    position: f.integer(L.position, { min: 0 }).required().column().sortable(),
    proposal_statuses: f.multiSelect(t("Status de proposta", "Proposal statuses"), proposalStatuses).required(),
    probability: f.percent(t("Probabilidade", "Probability")).column(),
    color: f.color(t("Cor", "Colour")),
  },
});
