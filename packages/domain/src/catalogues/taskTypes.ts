import { defineCatalogue } from "./catalogue";

/** Spec §4, task types 0–9. */
export const taskTypes = defineCatalogue("taskType", [
  { id: 0, key: "call", label: { "pt-BR": "Ligação", en: "Call" } },
  { id: 1, key: "sendEmail", label: { "pt-BR": "Enviar e-mail", en: "Send Email" } },
  { id: 2, key: "followUpCall", label: { "pt-BR": "Ligação de follow-up", en: "Follow-Up Call" } },
  { id: 3, key: "conferenceCall", label: { "pt-BR": "Conferência", en: "Conference Call" } },
  { id: 4, key: "meeting", label: { "pt-BR": "Reunião", en: "Meeting" } },
  { id: 5, key: "sendContract", label: { "pt-BR": "Enviar contrato", en: "Send Contract" } },
  { id: 6, key: "reviewAccount", label: { "pt-BR": "Revisar conta", en: "Review Account" } },
  { id: 7, key: "billingReview", label: { "pt-BR": "Revisão de faturamento", en: "Billing Review" } },
  { id: 8, key: "personal", label: { "pt-BR": "Pessoal", en: "Personal" } },
  { id: 9, key: "other", label: { "pt-BR": "Outro", en: "Other" } },
] as const);
