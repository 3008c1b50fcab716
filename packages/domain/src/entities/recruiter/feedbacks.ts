import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** An NPS answer from a candidate or a client contact after a process (spec §4: "NPS sent" notifications). */
export const feedbacks = defineEntity({
  name: "feedbacks",
  model: "Feedback",
  label: { one: t("Feedback", "Feedback"), many: t("Feedbacks", "Feedbacks") },
  icon: "feedback",
  area: "recruiter",
  createdBy: "respondentAnswer",
  titleField: "respondent_name",
  fields: {
    respondent_name: f.text(t("Respondente", "Respondent")).readOnly().column().sortable().searchable(),
    candidate: f.relation(L.candidate, "candidates"),
    client_contact: f.relation(L.clientContact, "client_contacts"),
    job: f.relation(L.job, "jobs").column(),
    score: f.integer(t("Nota (0–10)", "Score (0–10)"), { min: 0, max: 10 }).column().sortable(),
    comment: f.longText(t("Comentário", "Comment")).searchable(),
    sent_at: f.datetime(t("Enviado em", "Sent at")).readOnly().sortable(),
    answered_at: f.datetime(t("Respondido em", "Answered at")).readOnly().column().sortable(),
  },
});
