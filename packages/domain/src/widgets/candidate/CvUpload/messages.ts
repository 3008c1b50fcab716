import { defineMessages } from "../../../i18n/messageSet";

/** The CV widget's texts: what the candidate sent, where reading its text stands, sending and removing. */
export const cvUploadMessages = defineMessages("cvUpload", {
  title: { "pt-BR": "Seu currículo", en: "Your CV" },
  intro: {
    "pt-BR": "Envie seu currículo em PDF ou DOCX. Os recrutadores encontram você pelas palavras dele.",
    en: "Send your CV as a PDF or DOCX file. Recruiters find you by its words.",
  },
  none: { "pt-BR": "Você ainda não enviou um currículo.", en: "You have not sent a CV yet." },
  fileName: { "pt-BR": "Arquivo", en: "File" },
  size: { "pt-BR": "Tamanho", en: "Size" },
  sentAt: { "pt-BR": "Enviado em", en: "Sent on" },
  textStatus: { "pt-BR": "Leitura do texto", en: "Text reading" },
  download: { "pt-BR": "Baixar {name}", en: "Download {name}" },
  "status.pending": { "pt-BR": "Lendo o texto…", en: "Reading the text…" },
  "status.done": { "pt-BR": "Texto lido", en: "Text read" },
  "status.no_text": { "pt-BR": "Texto não lido", en: "Text not read" },
  "status.failed": { "pt-BR": "Falha na leitura", en: "Reading failed" },
  "hint.pending": {
    "pt-BR": "Esta página se atualiza sozinha enquanto lemos o texto; leva alguns segundos.",
    en: "This page updates itself while we read the text; it takes a few seconds.",
  },
  "hint.no_text": {
    "pt-BR":
      "Não foi possível ler o texto deste arquivo (um PDF digitalizado?). Ele foi guardado e os recrutadores podem abri-lo.",
    en: "The text of this file could not be read (a scanned PDF?). It was kept and recruiters can open it.",
  },
  "hint.failed": {
    "pt-BR": "O leitor de documentos não conseguiu ler este arquivo. Ele foi guardado; se puder, envie outra versão.",
    en: "The document reader could not read this file. It was kept; send another version if you can.",
  },
  send: { "pt-BR": "Escolha seu currículo", en: "Choose your CV" },
  replace: { "pt-BR": "Escolha o novo currículo", en: "Choose the new CV" },
  limits: { "pt-BR": "PDF ou DOCX, até {max} MB.", en: "PDF or DOCX, up to {max} MB." },
  submit: { "pt-BR": "Enviar currículo", en: "Send the CV" },
  remove: { "pt-BR": "Remover currículo", en: "Remove the CV" },
  removeQuestion: {
    "pt-BR": "Remover {name}? Os recrutadores deixarão de encontrar você pelas palavras dele.",
    en: "Remove {name}? Recruiters will no longer find you by its words.",
  },
  cancel: { "pt-BR": "Cancelar", en: "Cancel" },
  notSent: { "pt-BR": "O currículo não foi enviado", en: "The CV was not sent" },
});
