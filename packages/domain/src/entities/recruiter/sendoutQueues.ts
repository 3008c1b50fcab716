import { mailSendingTypes, sendOutStatuses } from "../../catalogues/sendOutStatuses";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** Spec §2 "Send Out": one queued message to one recipient; the queue also shows as a calendar. */
export const sendoutQueues = defineEntity({
  name: "sendout_queues",
  model: "SendoutQueue",
  label: { one: t("Envio", "Send Out"), many: t("Envios", "Send Outs") },
  icon: "mailQueue",
  area: "recruiter",
  createdBy: "sendOutQueue",
  titleField: "subject",
  order: { scheduled_at: "desc" },
  fields: {
    subject: f.text(L.subject, { max: 200 }).required().column().sortable().searchable(),
    to_email: f.email(t("Destinatário", "Recipient")).required().column().searchable(),
    body: f.richText(L.body).required(),
    status: f.select(L.status, sendOutStatuses).required().column().sortable(),
    /** Spec §7: set when the queue is created (over 200 recipients → bulk); the sender reads it. */
    sending_type: f.select(t("Tipo de envio", "Sending type"), mailSendingTypes).readOnly().filters("eq", "in"),
    prospecting_template: f.relation(t("Modelo de mensagem", "Message template"), "prospecting_templates"),
    reference_type: f.text(L.referenceType, { max: 60 }).filters("eq", "in"),
    reference_id: f.integer(L.referenceId).filters("eq", "in"),
    scheduled_at: f.datetime(t("Agendado para", "Scheduled for")).required().column().sortable(),
    sent_at: f.datetime(t("Enviado em", "Sent at")).readOnly().sortable(),
    responded_at: f.datetime(t("Respondido em", "Responded at")).readOnly().sortable(),
    /** Why the last attempt failed (the SMTP server's answer); cleared when it goes out. */
    error_message: f.text(t("Erro no envio", "Sending error"), { max: 2000 }).readOnly(),
    owner: f.relation(L.owner, "recruiters").readOnly().column(),
  },
});
