import { contactMessageStatuses } from "../../catalogues/contactMessageStatuses";
import { CONTACT_FORM_LIMITS } from "../../rules/contactFormLimits";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/**
 * A message a visitor sent through a brand's public contact form (`/contact`, `/home/contact`), kept for the
 * business of the host it was sent to. What the visitor wrote is never edited (read-only fields, no /new page: only
 * the form creates them); administrators read them, mark how far they are and delete spam.
 */
export const contactMessages = defineEntity({
  name: "contact_messages",
  model: "ContactMessage",
  label: { one: t("Mensagem de contato", "Contact message"), many: t("Mensagens de contato", "Contact messages") },
  icon: "inbox",
  area: "administrator",
  createdBy: "publicContactForm",
  titleField: "subject",
  fields: {
    subject: f.text(L.subject, { max: CONTACT_FORM_LIMITS.subject }).required().readOnly().column().searchable(),
    name: f.text(L.name, { max: CONTACT_FORM_LIMITS.name }).readOnly().column().searchable(),
    email: f.email(L.email).required().readOnly().column().searchable(),
    phone: f.phone(L.phone).readOnly(),
    message: f
      .longText(t("Mensagem", "Message"), { max: CONTACT_FORM_LIMITS.message })
      .required()
      .readOnly()
      .searchable(),
    status: f.select(L.status, contactMessageStatuses).required().column().sortable(),
    locale: f.text(t("Idioma", "Language"), { max: 10 }).readOnly(),
    site: f.text(t("Site", "Site"), { max: 200 }).readOnly().column(),
    page: f.text(t("Página de envio", "Sent from"), { max: 200 }).readOnly(),
  },
});
