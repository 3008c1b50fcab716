import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** Spec §2 "costumers (clients)": the group's contracting customers, kept by the administrator. */
export const costumers = defineEntity({
  name: "costumers",
  model: "Costumer",
  label: { one: t("Cliente", "Client"), many: t("Clientes", "Clients") },
  icon: "handshake",
  area: "administrator",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 160 }).required().column().sortable().searchable(),
    cnpj: f.cnpj(t("CNPJ", "CNPJ")).column().searchable(),
    client_company: f.relation(L.clientCompany, "client_companies"),
    contact_name: f.text(t("Contato", "Contact"), { max: 160 }),
    email: f.email(L.email).column(),
    phone: f.phone(L.phone),
    contract_start: f.date(t("Início do contrato", "Contract start")).sortable(),
    active: f.boolean(L.active).column(),
  },
});
