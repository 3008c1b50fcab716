import { defineMessages } from "../../../i18n/messageSet";

/** The answers form's texts (an application's questions, an evaluation's). */
export const questionAnswerFormMessages = defineMessages("questionAnswerForm", {
  questions: { "pt-BR": "Perguntas", en: "Questions" },
  optional: { "pt-BR": "(opcional)", en: "(optional)" },
  yes: { "pt-BR": "Sim", en: "Yes" },
  no: { "pt-BR": "Não", en: "No" },
  textHelp: { "pt-BR": "Até {n} caracteres.", en: "Up to {n} characters." },
  videoHelp: {
    "pt-BR": "Grave agora ou envie um vídeo MP4, WebM ou MOV de até {mb} MB e {minutes} minutos.",
    en: "Record now or upload an MP4, WebM or MOV video of up to {mb} MB and {minutes} minutes.",
  },
  record: { "pt-BR": "Gravar vídeo", en: "Record video" },
  starting: { "pt-BR": "Abrindo a câmera…", en: "Opening the camera…" },
  recording: { "pt-BR": "Gravando… (até {minutes} min)", en: "Recording… (up to {minutes} min)" },
  stop: { "pt-BR": "Parar gravação", en: "Stop recording" },
  upload: { "pt-BR": "Ou envie um arquivo de vídeo", en: "Or upload a video file" },
  ready: { "pt-BR": "Vídeo pronto: {name} ({size})", en: "Video ready: {name} ({size})" },
  recorded: { "pt-BR": "gravação", en: "recording" },
  removeVideo: { "pt-BR": "Remover vídeo", en: "Remove video" },
  cameraDenied: {
    "pt-BR": "Não foi possível usar a câmera. Permita o acesso ou envie um arquivo de vídeo.",
    en: "The camera could not be used. Allow access or upload a video file.",
  },
  videoTooLarge: {
    "pt-BR": "O vídeo passa de {mb} MB. Grave uma resposta mais curta.",
    en: "The video is over {mb} MB. Record a shorter answer.",
  },
  fixErrors: { "pt-BR": "Revise as respostas marcadas.", en: "Check the answers marked." },
  send: { "pt-BR": "Enviar candidatura", en: "Send application" },
  // The text whose version is APPLY_CONSENT_VERSION (rules/applyAnswers.ts): change both together.
  consent: {
    "pt-BR":
      "Autorizo o tratamento dos meus dados pessoais e das minhas respostas para esta candidatura, conforme a LGPD.",
    en: "I consent to the processing of my personal data and my answers for this application, under the LGPD.",
  },
  consentRequired: {
    "pt-BR": "Para se candidatar, aceite o tratamento dos seus dados.",
    en: "To apply, accept the processing of your data.",
  },
});
