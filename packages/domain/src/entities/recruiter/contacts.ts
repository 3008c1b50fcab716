import { applySources } from "../../catalogues/applySources";
import { businessUnits } from "../../catalogues/businessUnits";
import { leadStatuses } from "../../catalogues/leadStatuses";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** Spec §2, contacts labelled Leads: a prospective client person, after Bullhorn's Lead. */
export const contacts = defineEntity({
  name: "contacts",
  model: "Contact",
  label: { one: t("Lead", "Lead"), many: t("Leads", "Leads") },
  icon: "lead",
  area: "recruiter",
  titleField: "name",
  search: "lead",
  views: { blocks: { title: "name", subtitle: "company_name", details: ["title", "status", "owner"] } },
  fields: {
    name: f.text(L.name, { max: 160 }).required().column().sortable().searchable(),
    company_name: f.text(t("Empresa", "Company"), { max: 160 }).column().sortable().searchable(),
    title: f.text(t("Cargo", "Title"), { max: 160 }).column().searchable(),
    email: f.email(L.email).column().searchable(),
    phone: f.phone(L.phone),
    linkedin: f.url(L.linkedin),
    status: f.select(L.status, leadStatuses).required().column().sortable(),
    source: f.select(t("Origem", "Source"), applySources),
    business_unit: f.select(L.businessUnit, businessUnits),
    owner: f.relation(L.owner, "recruiters").column().sortable(),
    client_company: f.relation(t("Convertido em empresa", "Converted to company"), "client_companies"),
    client_contact: f.relation(t("Convertido em contato", "Converted to contact"), "client_contacts"),
    notes: f.longText(t("Observações", "Notes")).searchable(),
  },
});
