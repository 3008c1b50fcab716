import { defineMessages } from "../i18n/messageSet";

/**
 * Where a shortlist stands for the recruiter: draft → sent → viewed → rated. It is derived from
 * facts the shortlist already holds, never stored beside them: sent is `shortlists.sent_at`, viewed is a reviewer's
 * `shortlist_relationships.last_access_at`, rated is a reviewer's evaluation (`like_candidates`). A later fact wins
 * over an earlier one, and a shortlist no one was sent is a draft whatever else it holds.
 */
export const SHORTLIST_STATUSES = ["draft", "sent", "viewed", "rated"] as const;

export type ShortlistStatus = (typeof SHORTLIST_STATUSES)[number];

export type ShortlistStatusFacts = {
  readonly sentAt: string | null;
  /** Some reviewer opened it. */
  readonly viewed: boolean;
  /** Some reviewer rated one of its candidates. */
  readonly rated: boolean;
};

export function shortlistStatus(facts: ShortlistStatusFacts): ShortlistStatus {
  if (facts.sentAt === null) return "draft";
  if (facts.rated) return "rated";
  if (facts.viewed) return "viewed";
  return "sent";
}

export const shortlistStatusMessages = defineMessages("shortlistStatus", {
  draft: { "pt-BR": "Rascunho", en: "Draft" },
  sent: { "pt-BR": "Enviada", en: "Sent" },
  viewed: { "pt-BR": "Visualizada", en: "Viewed" },
  rated: { "pt-BR": "Avaliada", en: "Rated" },
});

/**
 * The shortlist builder's refusals, in the caller's language: the API answers them, the recruiter's screens show
 * them as they come.
 */
export const shortlistBuilderMessages = defineMessages("shortlistBuilder", {
  notFound: { "pt-BR": "Shortlist não encontrada.", en: "Shortlist not found." },
  jobNotFound: { "pt-BR": "Vaga não encontrada.", en: "Job not found." },
  applyNotFound: { "pt-BR": "Candidatura não encontrada.", en: "Apply not found." },
  applyOfAnotherJob: {
    "pt-BR": "Esta candidatura é de outra vaga: só entram na shortlist candidaturas desta vaga.",
    en: "This apply belongs to another job: a shortlist takes only the applies of its own job.",
  },
  notInShortlist: { "pt-BR": "Esta candidatura não está na shortlist.", en: "This apply is not in the shortlist." },
  orderMismatch: {
    "pt-BR": "A nova ordem precisa trazer cada candidatura da shortlist uma única vez, e nenhuma outra.",
    en: "The new order must name each apply of the shortlist exactly once, and no other.",
  },
  sentCannotBeDeleted: {
    "pt-BR": "Uma shortlist já enviada ao cliente não pode ser excluída.",
    en: "A shortlist already sent to the client cannot be deleted.",
  },
  templateNotFound: { "pt-BR": "Modelo de shortlist não encontrado.", en: "Shortlist template not found." },
});
