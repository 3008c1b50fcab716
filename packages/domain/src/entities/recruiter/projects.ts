import { businessUnits } from "../../catalogues/businessUnits";
import { projectStatuses } from "../../catalogues/projectStatuses";
import { V } from "../../rules/messages";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A client engagement grouping several searches (spec §3: fields "not shown"); client contacts see their company's. */
export const projects = defineEntity({
  name: "projects",
  model: "Project",
  label: { one: t("Projeto", "Project"), many: t("Projetos", "Projects") },
  icon: "folder",
  area: "recruiter",
  titleField: "name",
  // Projects carry commercial terms: only the company's portal administrators see them (domain CLIENT_CONTACT_MENU).
  outsideAccess: { clientContact: { actions: ["read"], rows: "client_company", portalAdminsOnly: true } },
  fields: {
    name: f.text(L.name, { max: 160 }).required().column().sortable().searchable(),
    client_company: f.relation(L.clientCompany, "client_companies").required().column().sortable(),
    client_contact: f.relation(L.clientContact, "client_contacts"),
    proposal: f.relation(L.proposal, "proposals"),
    owner: f.relation(L.owner, "recruiters").required().column().sortable(),
    status: f.select(L.status, projectStatuses).required().column().sortable(),
    business_unit: f.select(L.businessUnit, businessUnits),
    start_date: f.date(L.startDate).column().sortable(),
    end_date: f.date(L.endDate).sortable(),
    budget: f.currency(t("Orçamento", "Budget")),
    description: f.longText(L.description).searchable(),
    jobs_count: f.integer(t("Vagas", "Jobs")).readOnly().column(),
  },
  refine: (project, report) => {
    if (project.start_date && project.end_date && project.end_date < project.start_date)
      report("end_date", V.invalid.id);
  },
});
