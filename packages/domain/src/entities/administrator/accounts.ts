import { authStrategies } from "../../catalogues/authStrategies";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A login of any of the three strategies, for support: lock, unlock, see the last sign-in. */
export const accounts = defineEntity({
  name: "accounts",
  model: "Account",
  label: { one: t("Conta", "Account"), many: t("Contas", "Accounts") },
  icon: "account",
  area: "administrator",
  titleField: "email",
  fields: {
    email: f.email(L.email).required().column().sortable().searchable(),
    name: f.text(L.name, { max: 160 }).column().sortable().searchable(),
    strategy: f.select(t("Tipo de acesso", "Strategy"), authStrategies).required().column().sortable(),
    business: f.relation(L.business, "businesses").column(),
    locked: f.boolean(t("Bloqueada", "Locked")).column(),
    confirmed_at: f.datetime(t("Confirmada em", "Confirmed at")).readOnly(),
    last_sign_in_at: f.datetime(t("Último acesso", "Last sign-in")).readOnly().column().sortable(),
  },
});
