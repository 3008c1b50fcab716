import { defineMessages } from "../../../i18n/messageSet";

/** The answers form's texts (an application's questions, an evaluation's). */
export const questionAnswerFormMessages = defineMessages("questionAnswerForm", {
  questions: { "pt-BR": "Perguntas", en: "Questions" },
  optional: { "pt-BR": "(opcional)", en: "(optional)" },
  yes: { "pt-BR": "Sim", en: "Yes" },
  no: { "pt-BR": "Não", en: "No" },
  textHelp: { "pt-BR": "Até {n} caracteres.", en: "Up to {n} characters." },
  videoHelp: {
    "pt-BR":
      "Envie um vídeo MP4, WebM ou MOV de até {mb} MB e {minutes} minutos; no celular, a câmera abre para gravar.",
    en: "Upload an MP4, WebM or MOV video of up to {mb} MB and {minutes} minutes; on a phone, the camera opens to record.",
  },
  chooseAgain: {
    "pt-BR":
      "Você tinha escolhido {name}: escolha o vídeo de novo (o navegador não guarda arquivos de um envio recusado).",
    en: "You had chosen {name}: choose the video again (the browser keeps no files of a refused form).",
  },
  // The video island's texts (apps/web/islands/videoAnswer.ts), handed to it in data attributes.
  record: { "pt-BR": "Gravar vídeo", en: "Record video" },
  recording: { "pt-BR": "Gravando… (até {minutes} min)", en: "Recording… (up to {minutes} min)" },
  stop: { "pt-BR": "Parar", en: "Stop" },
  recorded: { "pt-BR": "Vídeo gravado: pronto para enviar.", en: "Video recorded: ready to send." },
  cameraDenied: {
    "pt-BR": "Não foi possível usar a câmera. Permita o acesso ou escolha um arquivo de vídeo.",
    en: "The camera could not be used. Allow access or choose a video file.",
  },
  videoTooLarge: {
    "pt-BR": "O vídeo passa de {mb} MB. Grave uma resposta mais curta.",
    en: "The video is over {mb} MB. Record a shorter answer.",
  },
  send: { "pt-BR": "Enviar candidatura", en: "Send application" },
  // The text whose version is APPLY_CONSENT_VERSION (questionnaire/answers.ts): change both together.
  consent: {
    "pt-BR":
      "Autorizo o tratamento dos meus dados pessoais e das minhas respostas para esta candidatura, conforme a LGPD.",
    en: "I consent to the processing of my personal data and my answers for this application, under the LGPD.",
  },
});
