import { applySources } from "../../catalogues/applySources";
import { applyStages, isRejectedStage } from "../../catalogues/applyStages";
import { rejectReasons } from "../../catalogues/rejectReasons";
import { submissionStatuses } from "../../catalogues/submissionStatuses";
import { V } from "../../rules/messages";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/**
 * A candidate in a job's pipeline (spec §4 apply stages), with the shortlist evaluation counts of spec §3.
 * The kanban of /jobs/{id}/applies/kanban groups by stage; `position` orders a column.
 */
export const applies = defineEntity({
  name: "applies",
  model: "Apply",
  label: { one: t("Candidatura", "Apply"), many: t("Candidaturas", "Applies") },
  icon: "inbox",
  area: "recruiter",
  titleField: "candidate_name",
  titledBy: "candidate",
  views: {
    blocks: { title: "candidate_name", subtitle: "job_title", image: "candidate_avatar", details: ["stage"] },
    kanban: { groupBy: "stage", moves: "dialog" },
  },
  // A candidate applies and follows their own applications (spec §6).
  outsideAccess: { candidate: { actions: ["read", "create"], rows: "candidate" } },
  creationNotice: "newApply",
  // The firm sends the candidate evaluations for this application (spec §1) and reads the answers on its page.
  sendsEvaluations: true,
  fields: {
    candidate_name: f.text(L.candidate).readOnly().column().sortable().searchable(),
    candidate_avatar: f.image(t("Foto", "Photo")).readOnly(),
    job_title: f.text(L.job).readOnly().column().sortable().searchable(),
    candidate: f.relation(L.candidate, "candidates").required(),
    job: f.relation(L.job, "jobs").required(),
    stage: f.select(t("Etapa", "Stage"), applyStages).required().column().sortable(),
    submission_status: f.select(t("Status da submissão", "Submission status"), submissionStatuses),
    reject_reason: f.select(t("Motivo da reprovação", "Reject reason"), rejectReasons).sortable(),
    source: f.select(t("Origem", "Source"), applySources).column().sortable(),
    owner: f.relation(L.owner, "recruiters").sortable(),
    position: f.integer(L.position, { min: 0 }).sortable(),
    salary_expectation: f.currency(t("Pretensão salarial", "Salary expectation")),
    cover_letter: f.longText(t("Carta de apresentação", "Cover letter")),
    shortlisted: f.boolean(t("Na shortlist", "In shortlist")).column(),
    like_candidates: f.integer(t("Curtidas", "Likes")).readOnly(),
    deslike_candidates: f.integer(t("Descurtidas", "Dislikes")).readOnly(),
    star_candidate: f.integer(t("Favoritos", "Stars")).readOnly(),
    amount_description: f.integer(t("Comentários do cliente", "Client comments")).readOnly(),
    applied_at: f.datetime(t("Candidatou-se em", "Applied at")).readOnly().column().sortable(),
    // The job's questions as they were asked, with the candidate's answers (a video's answer names its file).
    answers: f.answers(t("Respostas", "Answers"), "storedAnswer").readOnly(),
    // The candidate's consent to the processing of their data for this application: which text, and when.
    consent_version: f.text(t("Versão do consentimento", "Consent version"), { max: 40 }).readOnly(),
    consent_at: f.datetime(t("Consentiu em", "Consented at")).readOnly(),
  },
  order: { position: "asc", created_at: "desc" },
  refine: (apply, report) => {
    if (apply.stage != null && isRejectedStage(apply.stage) && apply.reject_reason == null) {
      report("reject_reason", V.required.id);
    }
  },
});
