import { integrationProviders } from "../../catalogues/integrationProviders";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** Credentials of an outside service. Secrets are `sensitive`: masked, never listed, never exported. */
export const integrations = defineEntity({
  name: "integrations",
  model: "Integration",
  label: { one: t("Integração", "Integration"), many: t("Integrações", "Integrations") },
  icon: "plug",
  area: "administrator",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    provider: f.select(t("Serviço", "Provider"), integrationProviders).required().column().sortable(),
    business: f.relation(L.business, "businesses").column(),
    client_id: f.text(t("Client ID", "Client ID"), { max: 255 }),
    secret: f.text(t("Segredo", "Secret"), { max: 2000 }).sensitive(),
    settings_url: f.url(t("Endereço do serviço", "Service address")),
    active: f.boolean(L.active).column(),
  },
});
