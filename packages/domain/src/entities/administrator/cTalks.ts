import { contentLocales } from "../../catalogues/siteContent";
import { defineEntity } from "../defineEntity";
import { f, t } from "../field";
import { L } from "../labels";

/**
 * A C-talks event (the group's talks for executives), shown on the public site once `published`: upcoming on
 * /home/event, past on /home/posEvent, each at /home/events/{title}/{uid}. Written in one `locale` (see
 * siteContent.ts); `uid` is set by the server on create, random and stable.
 */
export const cTalksEvents = defineEntity({
  name: "c_talks_events",
  path: "c-talks/events",
  model: "CTalksEvent",
  label: { one: t("Evento C-talks", "C-talks event"), many: t("Eventos C-talks", "C-talks events") },
  icon: "event",
  area: "administrator",
  titleField: "title",
  order: { starts_at: "desc" },
  fields: {
    title: f.text(L.title, { max: 160 }).required().column().sortable().searchable(),
    uid: f.text(L.uid).readOnly(),
    image: f.image(L.image),
    description: f.richText(L.description),
    starts_at: f.datetime(L.startsAt).required().column().sortable(),
    ends_at: f.datetime(L.endsAt),
    location: f.text(t("Local", "Location")).column(),
    online_url: f.url(t("Link da transmissão", "Stream link")),
    capacity: f.integer(t("Capacidade", "Capacity"), { min: 0 }),
    locale: f.select(t("Idioma", "Language"), contentLocales).column(),
    summary: f.longText(t("Resumo", "Summary"), { max: 400 }),
    published: f.boolean(L.published).column(),
    participants_count: f.integer(t("Participantes", "Participants")).readOnly().column(),
  },
});

/** Someone registered for a C-talks event. */
export const cTalksParticipants = defineEntity({
  name: "c_talks_participants",
  path: "c-talks/participants",
  model: "CTalksParticipant",
  label: {
    one: t("Participante C-talks", "C-talks participant"),
    many: t("Participantes C-talks", "C-talks participants"),
  },
  icon: "people",
  area: "administrator",
  titleField: "name",
  parent: { entity: "c_talks_events", field: "event" },
  fields: {
    event: f.relation(t("Evento", "Event"), "c_talks_events").required().column(),
    name: f.text(L.name, { max: 160 }).required().column().sortable().searchable(),
    email: f.email(L.email).required().column().searchable(),
    phone: f.phone(L.phone),
    company: f.text(t("Empresa", "Company"), { max: 160 }).column().sortable(),
    title: f.text(t("Cargo", "Title"), { max: 120 }),
    attended: f.boolean(t("Compareceu", "Attended")).column(),
  },
});
