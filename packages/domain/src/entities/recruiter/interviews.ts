import { interviewStatuses } from "../../catalogues/interviewStatuses";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/**
 * An interview round of an apply (spec §4 interview statuses), after Bullhorn's Appointment: the candidate, the
 * recruiters and the client's contacts who take part are invited by mail with a calendar file, told of each change
 * of time or place, and of its cancellation (apps/api interviews/invitations.ts).
 */
export const interviews = defineEntity({
  name: "interviews",
  model: "Interview",
  label: { one: t("Entrevista", "Interview"), many: t("Entrevistas", "Interviews") },
  icon: "interview",
  area: "recruiter",
  titleField: "candidate_name",
  order: { scheduled_at: "desc" },
  cancellation: { at: "cancelled_at", reason: "cancel_reason" },
  fields: {
    candidate_name: f.text(L.candidate).readOnly().column().sortable().searchable(),
    apply: f.relation(L.apply, "applies").required(),
    candidate: f.relation(L.candidate, "candidates").required(),
    job: f.relation(L.job, "jobs").required().column().sortable(),
    status: f.select(t("Rodada", "Round"), interviewStatuses).required().column().sortable(),
    scheduled_at: f.datetime(t("Data e hora", "Date and time")).required().column().sortable(),
    duration_minutes: f.integer(t("Duração (min)", "Duration (min)"), { min: 5, max: 600 }),
    interviewer: f.relation(t("Entrevistador", "Interviewer"), "recruiters").column(),
    client_contact: f.relation(t("Entrevistador do cliente", "Client interviewer"), "client_contacts"),
    recruiters: f.relations(t("Recrutadores participantes", "Recruiters taking part"), "recruiters"),
    client_contacts: f.relations(t("Participantes do cliente", "Client participants"), "client_contacts"),
    location: f.text(t("Local", "Location")),
    meeting_url: f.url(t("Link da reunião", "Meeting link")),
    rating: f.integer(t("Nota", "Rating"), { min: 1, max: 5 }).sortable(),
    feedback: f.longText(t("Parecer", "Feedback")).searchable(),
    cancelled_at: f.datetime(t("Cancelada em", "Cancelled at")).readOnly().column(),
    cancel_reason: f.text(t("Motivo do cancelamento", "Cancellation reason")).readOnly(),
  },
});
