import { defineMessages } from "../../i18n/messageSet";

/** The recruiter's side of a shortlist's comments: every reviewer's thread per candidate, and the answers. */
export const shortlistCommentsMessages = defineMessages("shortlistComments", {
  title: { "pt-BR": "Comentários dos clientes", en: "Clients' comments" },
  empty: { "pt-BR": "Nenhum comentário dos clientes ainda.", en: "No comments from the clients yet." },
  candidate: { "pt-BR": "Comentários sobre {name}", en: "Comments on {name}" },
  thread: { "pt-BR": "Conversa com {reviewer}", en: "Conversation with {reviewer}" },
  someone: { "pt-BR": "o cliente", en: "the client" },
  client: { "pt-BR": "Cliente", en: "Client" },
  recruiter: { "pt-BR": "{name} (consultor)", en: "{name} (consultant)" },
  reply: { "pt-BR": "Responder a {reviewer}", en: "Reply to {reviewer}" },
  replyToClient: { "pt-BR": "Responder ao cliente", en: "Reply to the client" },
  replyHelp: {
    "pt-BR": "Até {max} caracteres. O cliente lê a resposta.",
    en: "Up to {max} characters. The client reads it.",
  },
  send: { "pt-BR": "Responder", en: "Reply" },
  sent: { "pt-BR": "Resposta enviada.", en: "Reply sent." },
  emptyReply: { "pt-BR": "Escreva a resposta antes de enviar.", en: "Write the reply before sending it." },
  tooLong: {
    "pt-BR": "A resposta tem no máximo {max} caracteres.",
    en: "A reply has at most {max} characters.",
  },
  failed: {
    "pt-BR": "Não foi possível enviar a resposta. Tente de novo.",
    en: "The reply could not be sent. Try again.",
  },
});
