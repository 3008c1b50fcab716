import { businessUnits } from "../../catalogues/businessUnits";
import { messageChannels } from "../../catalogues/messageChannels";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** Spec §2 "Message Template": a prospecting message with merge fields, sent through a channel. */
export const prospectingTemplates = defineEntity({
  name: "prospecting_templates",
  model: "ProspectingTemplate",
  label: { one: t("Modelo de mensagem", "Message Template"), many: t("Modelos de mensagem", "Message Templates") },
  icon: "messageTemplate",
  area: "recruiter",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    channel: f.select(t("Canal", "Channel"), messageChannels).required().column().sortable(),
    subject: f.text(L.subject, { max: 200 }).column().searchable(),
    body: f.richText(L.body).required(),
    business_unit: f.select(L.businessUnit, businessUnits),
    active: f.boolean(L.active).column(),
    owner: f.relation(L.owner, "recruiters").readOnly().column(),
  },
});
