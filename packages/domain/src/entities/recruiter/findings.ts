import { findingStatuses } from "../../catalogues/findingStatuses";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/**
 * The search's market mapping (spec: shortlists' "findings", the "mapping" download; its fields are not shown there):
 * each entry is a company the search targets and, when found, a person there, with where they stand. It lives on its
 * job, and its XLSX is the list's export filtered by the job.
 */
export const findings = defineEntity({
  name: "findings",
  model: "Finding",
  label: { one: t("Registro do mapeamento", "Mapping entry"), many: t("Mapeamento", "Market mapping") },
  icon: "personSearch",
  area: "recruiter",
  titleField: "company_name",
  parent: { entity: "jobs", field: "job" },
  fields: {
    job: f.relation(L.job, "jobs").required().column(),
    company_name: f.text(t("Empresa", "Company"), { max: 160 }).required().column().sortable().searchable(),
    person_name: f.text(t("Profissional", "Professional"), { max: 160 }).column().sortable().searchable(),
    title: f.text(t("Cargo", "Title"), { max: 160 }).column().sortable().searchable(),
    linkedin: f.url(L.linkedin),
    candidate: f.relation(L.candidate, "candidates"),
    status: f.select(L.status, findingStatuses).required().column().sortable(),
    notes: f.longText(t("Observações", "Notes")).searchable(),
  },
});
