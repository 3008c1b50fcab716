import { hiringRegimes } from "../../catalogues/hiringRegimes";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** The standard fee by position level and regime: a share of the first-year pay, with a floor. */
export const standardFees = defineEntity({
  name: "standard_fees",
  model: "StandardFee",
  label: { one: t("Fee padrão", "Standard fee"), many: t("Fees padrão", "Standard fees") },
  icon: "percent",
  area: "administrator",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    position_level: f.relation(L.positionLevel, "position_levels").column(),
    hiring_regime: f.select(L.hiringRegime, hiringRegimes).column(),
    fee_percent: f.percent(L.feePercent).required().column().sortable(),
    minimum_fee: f.currency(t("Fee mínimo", "Minimum fee")).column(),
  },
});
