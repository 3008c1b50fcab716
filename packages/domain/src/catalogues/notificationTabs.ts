import { type CatalogueEntry, defineCatalogue, findEntryByKey } from "./catalogue";

/**
 * Spec §4, the notification menu's tabs. A tab's `key` is the notification `category` the server groups by;
 * anything outside the known categories lands in `others`.
 */
export const notificationTabs = defineCatalogue("notificationTab", [
  { id: 0, key: "apply", label: { "pt-BR": "Candidaturas", en: "Apply" } },
  { id: 1, key: "candidate", label: { "pt-BR": "Candidatos", en: "Candidate" } },
  { id: 2, key: "note", label: { "pt-BR": "Notas", en: "Note" } },
  { id: 3, key: "job", label: { "pt-BR": "Vagas", en: "Job" } },
  { id: 4, key: "recruiter", label: { "pt-BR": "Recrutadores", en: "Recruiter" } },
  { id: 5, key: "shortlist", label: { "pt-BR": "Shortlist", en: "Shortlist" } },
  { id: 6, key: "nps", label: { "pt-BR": "NPS", en: "NPS" } },
  { id: 7, key: "proposal", label: { "pt-BR": "Propostas", en: "Proposal" } },
  { id: 8, key: "others", label: { "pt-BR": "Outros", en: "Others" } },
] as const);

export type NotificationCategory = (typeof notificationTabs.entries)[number]["key"];

export function notificationCategory(category: string): NotificationCategory {
  return findEntryByKey(notificationTabs, category)?.key ?? "others";
}

/** Spec §4, the notification kinds seen, each with the tab it is filed under. */
export const notificationKinds = defineCatalogue("notificationKind", [
  { id: 1, key: "newApply", tab: "apply", label: { "pt-BR": "Nova candidatura", en: "New apply" } },
  { id: 2, key: "mention", tab: "note", label: { "pt-BR": "Menção", en: "Mention" } },
  { id: 3, key: "like", tab: "shortlist", label: { "pt-BR": "Curtida", en: "Like" } },
  { id: 4, key: "npsSent", tab: "nps", label: { "pt-BR": "NPS enviado", en: "NPS sent" } },
  {
    id: 5,
    key: "documentSigning",
    tab: "proposal",
    label: { "pt-BR": "Assinatura de documento", en: "Document signing" },
  },
  {
    id: 6,
    key: "clientContactFirstAccess",
    tab: "recruiter",
    label: { "pt-BR": "Primeiro acesso de contato do cliente", en: "Client contact first access" },
  },
  /** Not in the spec's list: a recruiter moved an apply on a job's kanban; the job's followers hear of it. */
  { id: 7, key: "applyMoved", tab: "apply", label: { "pt-BR": "Candidatura movida", en: "Apply moved" } },
] as const satisfies readonly (CatalogueEntry & { tab: NotificationCategory })[]);
