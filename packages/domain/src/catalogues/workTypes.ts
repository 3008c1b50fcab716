import { defineCatalogue } from "./catalogue";

/** Spec §9, work types 0–3 (a job's model and a candidate's remote-work preference). */
export const workTypes = defineCatalogue("workType", [
  { id: 0, key: "undefined", label: { "pt-BR": "Indefinido", en: "Undefined" } },
  { id: 1, key: "onlyPresential", label: { "pt-BR": "Somente presencial", en: "Only presential" } },
  { id: 2, key: "onlyRemote", label: { "pt-BR": "Somente remoto", en: "Only remote" } },
  { id: 3, key: "remoteOrPresential", label: { "pt-BR": "Remoto ou presencial", en: "Remote or presential" } },
] as const);
