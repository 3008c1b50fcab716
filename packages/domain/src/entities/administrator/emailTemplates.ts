import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A system e-mail (confirmation, password reset, shortlist sent…) with its merge fields. */
export const emailTemplates = defineEntity({
  name: "email_templates",
  path: "templates/emails",
  model: "EmailTemplate",
  label: { one: t("Modelo de e-mail", "E-mail template"), many: t("Modelos de e-mail", "E-mail templates") },
  icon: "mail",
  area: "administrator",
  createdBy: "systemEvents",
  titleField: "name",
  fields: {
    name: f.text(L.name, { max: 120 }).required().column().sortable().searchable(),
    event: f.text(t("Evento", "Event"), { max: 80 }).required().column().sortable(),
    subject: f.text(L.subject, { max: 200 }).required().column(),
    body: f.richText(L.body).required(),
    active: f.boolean(L.active).column(),
  },
});
