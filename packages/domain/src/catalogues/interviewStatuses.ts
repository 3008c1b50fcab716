import { defineCatalogue } from "./catalogue";

/** Spec §4, interview statuses 1–5: one internal round, then the client's rounds. */
export const interviewStatuses = defineCatalogue("interviewStatus", [
  { id: 1, key: "internal", label: { "pt-BR": "Entrevista interna", en: "Internal Interview" } },
  { id: 2, key: "firstClient", label: { "pt-BR": "1ª entrevista com o cliente", en: "1st Client Interview" } },
  { id: 3, key: "secondClient", label: { "pt-BR": "2ª entrevista com o cliente", en: "2nd Client Interview" } },
  { id: 4, key: "thirdClient", label: { "pt-BR": "3ª entrevista com o cliente", en: "3rd Client Interview" } },
  { id: 5, key: "finalClient", label: { "pt-BR": "Entrevista final com o cliente", en: "Final Client Interview" } },
] as const);
