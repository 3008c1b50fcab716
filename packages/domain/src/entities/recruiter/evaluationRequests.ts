import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/**
 * An evaluation a firm sent a candidate (spec §1 evaluations; §2 /candidates/evaluations/{uid}): the candidate
 * opens it by its `uid` (128 random bits, filled by the server: the link in the mail cannot be guessed from another)
 * and answers it once. The answers keep each question as it was asked, as an apply's do.
 */
export const evaluationRequests = defineEntity({
  name: "evaluation_requests",
  model: "EvaluationRequest",
  label: { one: t("Avaliação enviada", "Sent evaluation"), many: t("Avaliações enviadas", "Sent evaluations") },
  icon: "star",
  area: "recruiter",
  createdBy: "evaluationSending",
  titleField: "evaluation",
  // The candidate reads the evaluations sent to them and answers them (their own rows only).
  outsideAccess: {
    candidate: {
      actions: ["read", "update"],
      rows: "candidate",
      readOnly: ["uid", "evaluation", "candidate", "apply", "sent_at", "answered_at"],
    },
  },
  fields: {
    uid: f.text(L.uid).readOnly(),
    evaluation: f.relation(t("Avaliação", "Evaluation"), "evaluations").required().column(),
    candidate: f.relation(L.candidate, "candidates").required().column(),
    apply: f.relation(t("Candidatura", "Apply"), "applies"),
    sent_at: f.datetime(t("Enviada em", "Sent at")).readOnly().column().sortable(),
    answered_at: f.datetime(t("Respondida em", "Answered at")).readOnly().column().sortable(),
    answers: f.answers(t("Respostas", "Answers"), "storedAnswer").readOnly(),
  },
  order: { sent_at: "desc" },
});
