import { dataCollectionStatuses } from "../../catalogues/dataCollectionStatuses";
import { messageChannels } from "../../catalogues/messageChannels";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A request for documents and data sent to a candidate (public /data_collection/{id}), by e-mail or chat. */
export const dataCollections = defineEntity({
  name: "data_collections",
  model: "DataCollection",
  label: { one: t("Coleta de dados", "Data collection"), many: t("Coletas de dados", "Data collections") },
  icon: "form",
  area: "administrator",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 160 }).required().column().sortable().searchable(),
    candidate: f.relation(L.candidate, "candidates").required().column(),
    apply: f.relation(L.apply, "applies"),
    channel: f.select(t("Canal", "Channel"), messageChannels).required().column(),
    status: f.select(L.status, dataCollectionStatuses).required().column().sortable(),
    requested_fields: f.tags(t("Dados solicitados", "Requested fields")).required(),
    sent_at: f.datetime(t("Enviada em", "Sent at")).readOnly().sortable(),
    completed_at: f.datetime(t("Concluída em", "Completed at")).readOnly().column().sortable(),
  },
});
