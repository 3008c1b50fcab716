import { businessUnits } from "../../catalogues/businessUnits";
import { contractGenders, contractModels, punchInOptions } from "../../catalogues/contractOptions";
import { hiringRegimes } from "../../catalogues/hiringRegimes";
import { jobStatuses } from "../../catalogues/jobStatuses";
import { workTypes } from "../../catalogues/workTypes";
import { V } from "../../rules/messages";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A search mandate (spec §3: fields "not shown"), after Bullhorn's JobOrder plus the spec's contract options. */
export const jobs = defineEntity({
  name: "jobs",
  model: "Job",
  label: { one: t("Vaga", "Job"), many: t("Vagas", "Jobs") },
  icon: "briefcase",
  area: "recruiter",
  titleField: "title",
  search: "job",
  relatedPages: [
    { entity: "applies", view: "kanban", label: t("Candidaturas (kanban)", "Applies (kanban)") },
    { entity: "shortlists", view: "table", label: t("Shortlists", "Shortlists") },
  ],
  // Spec §6: a client contact sees the jobs of their company.
  outsideAccess: { clientContact: { actions: ["read"], rows: "client_company" } },
  views: { blocks: { title: "title", subtitle: "client_company", details: ["status", "city", "owner"] } },
  fields: {
    title: f.text(L.title, { max: 160 }).required().column().sortable().searchable(),
    uid: f.text(L.uid).readOnly(),
    status: f.select(L.status, jobStatuses).required().column().sortable(),
    client_company: f.relation(L.clientCompany, "client_companies").required().column().sortable(),
    client_contact: f.relation(t("Gestor da vaga", "Hiring manager"), "client_contacts"),
    project: f.relation(L.project, "projects"),
    proposal: f.relation(L.proposal, "proposals"),
    owner: f.relation(L.owner, "recruiters").required().column().sortable(),
    recruiters: f.relations(t("Equipe", "Team"), "recruiters"),
    business_unit: f.select(L.businessUnit, businessUnits).sortable(),
    position_level: f.relation(L.positionLevel, "position_levels"),
    core_industry: f.relation(L.industry, "core_industries"),
    category_sector: f.relation(t("Área", "Sector"), "category_sectors"),
    openings: f.integer(t("Número de posições", "Openings"), { min: 1, max: 500 }).sortable(),
    hiring_regime: f.select(L.hiringRegime, hiringRegimes),
    work_type: f.select(t("Modelo de trabalho", "Work type"), workTypes),
    contract_model: f.select(t("Modelo de contrato", "Contract model"), contractModels),
    contract_gender: f.select(t("Jornada", "Working day"), contractGenders),
    punch_in: f.select(t("Controle de ponto", "Punch-in"), punchInOptions),
    city: f.text(L.city, { max: 120 }).column().sortable(),
    state: f.text(L.state, { max: 60 }),
    country: f.country(L.country),
    salary_min: f.currency(t("Salário mínimo", "Minimum salary")).sortable(),
    salary_max: f.currency(t("Salário máximo", "Maximum salary")).sortable(),
    target_bonus: f.currency(t("Bônus alvo", "Target bonus")),
    show_salary: f.boolean(t("Exibir salário", "Show salary")),
    benefits: f.relations(t("Benefícios", "Benefits"), "benefits"),
    fee_percent: f.percent(L.feePercent),
    description: f.richText(L.description).searchable(),
    requirements: f.richText(t("Requisitos", "Requirements")).searchable(),
    confidential: f.boolean(t("Confidencial", "Confidential")),
    published: f.boolean(t("Publicada no site", "Published on the careers site")).column(),
    evaluation: f.relation(t("Avaliação", "Evaluation"), "evaluations"),
    // The questions a candidate answers when applying, kept on the job itself rather than taken from the linked
    // evaluation: evaluations are the administrators' questionnaires, while a job's recruiters set its questions,
    // and an edit of one job's questions must not change another job's.
    questions: f.questions(t("Perguntas da candidatura", "Application questions")),
    workflow_template: f.relation(t("Fluxo de etapas", "Workflow template"), "workflow_templates"),
    opened_at: f.date(t("Aberta em", "Opened on")).sortable(),
    deadline: f.date(t("Prazo", "Deadline")).sortable(),
    closed_at: f.date(t("Encerrada em", "Closed on")).sortable(),
    applies_count: f.integer(t("Candidaturas", "Applies")).readOnly().column().sortable(),
  },
  filters: {
    open: {
      label: t("Vagas abertas", "Open jobs"),
      where: { status: jobStatuses.entries.filter((status) => status.open).map((status) => status.id) },
    },
    mine: { label: t("Minhas vagas", "My jobs"), where: ({ recruiterId }) => ({ owner: recruiterId }) },
  },
  refine: (job, report) => {
    if (job.salary_min != null && job.salary_max != null && job.salary_max < job.salary_min) {
      report("salary_max", V.invalid.id);
    }
  },
});
