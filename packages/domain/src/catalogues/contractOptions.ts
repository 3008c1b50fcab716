import { defineCatalogue } from "./catalogue";

/** Spec §9, contract options of a job: how hours are kept (punch-in). */
export const punchInOptions = defineCatalogue("punchIn", [
  { id: 1, key: "timeRecording", label: { "pt-BR": "Registro de ponto", en: "Time recording" } },
  { id: 2, key: "positionOfTrust", label: { "pt-BR": "Cargo de confiança", en: "Position of trust" } },
] as const);

/**
 * Spec §9, contract models: 1–3 describe the hire for the client, 4–7 are the group's internal contract models
 * (CLT, Associate, Intern, PJ), which the spec names; 1–3 are ours.
 */
export const contractModels = defineCatalogue("contractModel", [
  { id: 1, key: "permanent", internal: false, label: { "pt-BR": "Efetivo", en: "Permanent" } },
  { id: 2, key: "fixedTerm", internal: false, label: { "pt-BR": "Prazo determinado", en: "Fixed term" } },
  { id: 3, key: "projectBased", internal: false, label: { "pt-BR": "Por projeto", en: "Project based" } },
  { id: 4, key: "clt", internal: true, label: { "pt-BR": "CLT", en: "CLT" } },
  { id: 5, key: "associate", internal: true, label: { "pt-BR": "Associado", en: "Associate" } },
  { id: 6, key: "intern", internal: true, label: { "pt-BR": "Estagiário", en: "Intern" } },
  { id: 7, key: "pj", internal: true, label: { "pt-BR": "PJ", en: "PJ" } },
] as const);

/** Spec §9, "contract gender" 1–2: the kind of working day the contract sets. */
export const contractGenders = defineCatalogue("contractGender", [
  { id: 1, key: "fullTime", label: { "pt-BR": "Período integral", en: "Full time" } },
  { id: 2, key: "partTime", label: { "pt-BR": "Meio período", en: "Part time" } },
] as const);
