import { defineMessages } from "../../i18n/messageSet";

/** The questions editor's texts (a job's application questions, an evaluation's questions). */
export const jobQuestionsEditorMessages = defineMessages("jobQuestionsEditor", {
  empty: {
    "pt-BR": "Nenhuma pergunta: quem se candidatar não responderá perguntas.",
    en: "No questions: applicants will answer none.",
  },
  add: { "pt-BR": "Adicionar pergunta", en: "Add question" },
  question: { "pt-BR": "Pergunta {n}", en: "Question {n}" },
  text: { "pt-BR": "Texto da pergunta", en: "Question text" },
  kind: { "pt-BR": "Tipo de resposta", en: "Answer type" },
  kindText: { "pt-BR": "Texto livre", en: "Free text" },
  kindYesNo: { "pt-BR": "Sim ou não", en: "Yes or no" },
  kindChoice: { "pt-BR": "Múltipla escolha", en: "Multiple choice" },
  kindVideo: { "pt-BR": "Vídeo", en: "Video" },
  required: { "pt-BR": "Resposta obrigatória", en: "Answer required" },
  options: { "pt-BR": "Opções (uma por linha)", en: "Options (one per line)" },
  optionsHelp: { "pt-BR": "Pelo menos duas opções.", en: "At least two options." },
  moveUp: { "pt-BR": "Mover a pergunta {n} para cima", en: "Move question {n} up" },
  moveDown: { "pt-BR": "Mover a pergunta {n} para baixo", en: "Move question {n} down" },
  remove: { "pt-BR": "Remover a pergunta {n}", en: "Remove question {n}" },
});
