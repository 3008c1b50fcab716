import { defineMessages } from "../../i18n/messageSet";

/** The texts of an apply's answers on a record page (kept apart from React for the message compiler). */
export const applyAnswersMessages = defineMessages("applyAnswersView", {
  yes: { "pt-BR": "Sim", en: "Yes" },
  no: { "pt-BR": "Não", en: "No" },
  none: { "pt-BR": "Sem resposta", en: "No answer" },
  empty: { "pt-BR": "Nenhuma pergunta respondida.", en: "No questions answered." },
});
