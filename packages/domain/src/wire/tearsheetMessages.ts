import { defineMessages } from "../i18n/messageSet";

/**
 * Lists (tearsheets) filled from a selection: the refusals the API answers in the caller's language, which the
 * recruiter's screens show as they come.
 */
export const tearsheetMessages = defineMessages("tearsheets", {
  notFound: { "pt-BR": "Lista não encontrada.", en: "List not found." },
  candidateNotFound: {
    "pt-BR": "Candidato não encontrado: nenhum candidato foi adicionado à lista.",
    en: "Candidate not found: no candidate was added to the list.",
  },
  tooMany: {
    "pt-BR": "Escolha no máximo {limit} candidatos de cada vez: nenhum foi adicionado.",
    en: "Choose at most {limit} candidates at a time: none was added.",
  },
  noCandidates: { "pt-BR": "Escolha ao menos um candidato.", en: "Choose at least one candidate." },
});
