import { contentLocales } from "../../catalogues/siteContent";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/**
 * A person at a client company (Bullhorn's ClientContact). With portal access they log in under the
 * client_contacts strategy; `is_admin` opens the admin-only items of their menu (spec §6).
 */
export const clientContacts = defineEntity({
  name: "client_contacts",
  model: "ClientContact",
  label: { one: t("Contato do cliente", "Client contact"), many: t("Contatos de clientes", "Client contacts") },
  icon: "contactCard",
  area: "recruiter",
  titleField: "name",
  search: "contact",
  relatedPages: [{ entity: "jobs", view: "table", label: t("Todas as vagas", "All jobs") }],
  views: { blocks: { title: "name", subtitle: "title", image: "photo", details: ["client_company", "email"] } },
  fields: {
    photo: f.image(t("Foto", "Photo")),
    name: f.text(L.name, { max: 160 }).required().column().sortable().searchable(),
    title: f.text(t("Cargo", "Title"), { max: 160 }).column().sortable().searchable(),
    department: f.text(t("Departamento", "Department"), { max: 120 }),
    client_company: f.relation(L.clientCompany, "client_companies").required().column().sortable(),
    email: f.email(L.email).required().column().searchable(),
    phone: f.phone(L.phone),
    mobile_phone: f.phone(L.mobilePhone).column(),
    linkedin: f.url(L.linkedin),
    owner: f.relation(L.owner, "recruiters").sortable(),
    decision_maker: f.boolean(t("Decisor", "Decision maker")),
    portal_access: f.boolean(t("Acesso ao portal", "Portal access")),
    is_admin: f.boolean(t("Administrador do portal", "Portal administrator")),
    /** The language of what the firm sends them (a shortlist's mail); unset reads as pt-BR. */
    language: f.select(t("Idioma", "Language"), contentLocales),
    active: f.boolean(L.active).column(),
    birthday: f.date(t("Aniversário", "Birthday")),
    notes: f.longText(t("Observações", "Notes")),
    last_access_at: f.datetime(t("Último acesso", "Last access")).readOnly().sortable(),
  },
});
