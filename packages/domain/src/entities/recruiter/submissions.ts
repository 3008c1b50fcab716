import { applySources } from "../../catalogues/applySources";
import { submissionStatuses } from "../../catalogues/submissionStatuses";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** The research side of a search: a candidate mapped and approached for a job (spec §4 submission statuses). */
export const submissions = defineEntity({
  name: "submissions",
  model: "Submission",
  label: { one: t("Submissão", "Submission"), many: t("Submissões", "Submissions") },
  icon: "send",
  area: "recruiter",
  titleField: "candidate_name",
  fields: {
    candidate_name: f.text(L.candidate).readOnly().column().sortable().searchable(),
    candidate: f.relation(L.candidate, "candidates").required(),
    job: f.relation(L.job, "jobs").required().column().sortable(),
    apply: f.relation(L.apply, "applies"),
    status: f.select(L.status, submissionStatuses).required().column().sortable(),
    source: f.select(t("Origem", "Source"), applySources),
    owner: f.relation(t("Pesquisador", "Researcher"), "recruiters").required().column().sortable(),
    approached_at: f.datetime(t("Abordado em", "Approached at")).sortable(),
    comments: f.longText(L.comments).searchable(),
  },
});
