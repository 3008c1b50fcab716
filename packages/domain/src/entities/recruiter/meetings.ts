import { V } from "../../rules/messages";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/** A business meeting with clients, leads or candidates (Bullhorn's Appointment), usually synced to Outlook. */
export const meetings = defineEntity({
  name: "meetings",
  model: "Meeting",
  label: { one: t("Reunião", "Meeting"), many: t("Reuniões", "Meetings") },
  icon: "calendar",
  area: "recruiter",
  titleField: "title",
  order: { starts_at: "desc" },
  fields: {
    title: f.text(L.title, { max: 160 }).required().column().sortable().searchable(),
    starts_at: f.datetime(L.startsAt).required().column().sortable(),
    ends_at: f.datetime(L.endsAt).required().sortable(),
    owner: f.relation(L.owner, "recruiters").required().column().sortable(),
    attendees: f.relations(t("Participantes internos", "Internal attendees"), "recruiters"),
    client_company: f.relation(L.clientCompany, "client_companies").column(),
    client_contact: f.relation(L.clientContact, "client_contacts"),
    contact: f.relation(L.lead, "contacts"),
    candidate: f.relation(L.candidate, "candidates"),
    location: f.text(t("Local", "Location")),
    meeting_url: f.url(t("Link da reunião", "Meeting link")),
    description: f.longText(t("Pauta", "Agenda")).searchable(),
    outlook_event_id: f.text(t("Evento do Outlook", "Outlook event")).readOnly(),
  },
  refine: (meeting, report) => {
    if (meeting.starts_at && meeting.ends_at && meeting.ends_at <= meeting.starts_at) report("ends_at", V.invalid.id);
  },
});
