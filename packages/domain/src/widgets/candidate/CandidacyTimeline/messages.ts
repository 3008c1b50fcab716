import type { CandidacyClosure, CandidacyStatus } from "../../../candidatePortal/candidacyStatus";
import { defineMessages, type Message } from "../../../i18n/messageSet";

/**
 * Where an application stands, in the candidate's words: the steps' names, and how a closed one ended, said kindly
 * (never the firm's reason).
 */
export const candidacyTimelineMessages = defineMessages("candidacyTimeline", {
  timeline: { "pt-BR": "Andamento da candidatura", en: "Application progress" },
  received: { "pt-BR": "Candidatura recebida", en: "Application received" },
  inReview: { "pt-BR": "Em análise", en: "In review" },
  interviewing: { "pt-BR": "Em entrevistas", en: "Interviewing" },
  offer: { "pt-BR": "Proposta", en: "Offer" },
  closed: { "pt-BR": "Encerrada", en: "Closed" },
  currentStep: { "pt-BR": "(etapa atual)", en: "(current step)" },
  upcomingStep: { "pt-BR": "(próxima etapa)", en: "(upcoming step)" },
  hired: {
    "pt-BR": "Parabéns! Você foi contratado para esta vaga.",
    en: "Congratulations! You were hired for this job.",
  },
  notSelected: {
    "pt-BR":
      "Desta vez o processo seguiu com outras pessoas. Obrigado pelo seu interesse: seu perfil continua conosco.",
    en: "This time the process went ahead with other people. Thank you for your interest: your profile stays with us.",
  },
  withdrawn: { "pt-BR": "Você retirou esta candidatura.", en: "You withdrew this application." },
  jobClosed: {
    "pt-BR": "Esta vaga foi encerrada. Obrigado pelo seu interesse.",
    en: "This job has closed. Thank you for your interest.",
  },
});

/** A step's name. */
export function candidacyStatusMessage(status: CandidacyStatus): Message {
  return candidacyTimelineMessages.messages[status];
}

/** What a closed application tells the candidate about how it ended. */
export function candidacyClosureMessage(closure: CandidacyClosure): Message {
  return candidacyTimelineMessages.messages[closure];
}
