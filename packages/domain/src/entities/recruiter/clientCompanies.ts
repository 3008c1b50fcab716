import { businessUnits } from "../../catalogues/businessUnits";
import { clientCompanyStatuses } from "../../catalogues/clientCompanyStatuses";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A client company, after Bullhorn's ClientCorporation, with the Brazilian registry number (CNPJ). */
export const clientCompanies = defineEntity({
  name: "client_companies",
  model: "ClientCompany",
  label: { one: t("Empresa cliente", "Client company"), many: t("Empresas clientes", "Client companies") },
  icon: "building",
  area: "recruiter",
  titleField: "name",
  search: "company",
  relatedPages: [{ entity: "jobs", view: "table", label: t("Todas as vagas", "All jobs") }],
  views: { blocks: { title: "name", subtitle: "industry", image: "logo", details: ["status", "city"] } },
  fields: {
    logo: f.image(t("Logo", "Logo")),
    name: f.text(t("Razão social ou nome", "Name"), { max: 160 }).required().column().sortable().searchable(),
    trade_name: f.text(t("Nome fantasia", "Trade name"), { max: 160 }).searchable(),
    cnpj: f.cnpj(t("CNPJ", "CNPJ")).searchable(),
    status: f.select(L.status, clientCompanyStatuses).required().column().sortable(),
    industry: f.relation(L.industry, "core_industries").column().sortable(),
    business_unit: f.select(L.businessUnit, businessUnits),
    parent_company: f.relation(t("Empresa controladora", "Parent company"), "client_companies"),
    owner: f.relation(L.owner, "recruiters").column().sortable(),
    website: f.url(L.website),
    linkedin: f.url(L.linkedin),
    email: f.email(L.email),
    phone: f.phone(L.phone),
    address: f.text(L.address),
    city: f.text(L.city, { max: 120 }).column().sortable(),
    state: f.text(L.state, { max: 60 }),
    country: f.country(L.country),
    employees: f.integer(t("Número de funcionários", "Employees"), { min: 0 }).sortable(),
    annual_revenue: f.currency(t("Faturamento anual", "Annual revenue")).sortable(),
    standard_billing: f.relation(t("Condição comercial", "Commercial condition"), "standard_billings"),
    fee_percent: f.percent(L.feePercent),
    description: f.longText(L.description).searchable(),
    jobs_count: f.integer(t("Vagas", "Jobs")).readOnly().column().sortable(),
  },
});
