import { defineMessages } from "../../i18n/messageSet";

/** Cancelling a record with a reason (an interview): the question, the reason's field, the answers. */
export const cancelRecordMessages = defineMessages("cancelRecord", {
  title: { "pt-BR": "Cancelar {label}", en: "Cancel {label}" },
  reason: { "pt-BR": "Motivo do cancelamento", en: "Reason for cancelling" },
  reasonHelp: {
    "pt-BR": "Até {max} caracteres. Quem foi convidado recebe o aviso com o motivo.",
    en: "Up to {max} characters. Whoever was invited is told, with the reason.",
  },
  reasonRequired: { "pt-BR": "Diga por que está cancelando.", en: "Say why you are cancelling." },
  tooLong: { "pt-BR": "Use no máximo {max} caracteres.", en: "Use at most {max} characters." },
  confirm: { "pt-BR": "Cancelar {label}", en: "Cancel {label}" },
  keep: { "pt-BR": "Voltar", en: "Go back" },
  failed: { "pt-BR": "Não foi possível cancelar. Tente de novo.", en: "It could not be cancelled. Try again." },
});
