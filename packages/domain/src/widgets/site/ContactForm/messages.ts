import { defineMessages } from "../../../i18n/messageSet";

/** Spec §5, the public contact form's texts; its field messages are the validation set's, from the server. */
export const contactFormMessages = defineMessages("contactForm", {
  name: { "pt-BR": "Nome", en: "Name" },
  email: { "pt-BR": "E-mail", en: "E-mail" },
  phone: { "pt-BR": "Telefone", en: "Phone" },
  subject: { "pt-BR": "Assunto", en: "Subject" },
  message: { "pt-BR": "Mensagem", en: "Message" },
  optional: { "pt-BR": "Opcional", en: "Optional" },
  emailHelp: {
    "pt-BR": "Responderemos neste endereço.",
    en: "We will answer at this address.",
  },
  honeypot: {
    "pt-BR": "Deixe este campo em branco",
    en: "Leave this field empty",
  },
  submit: { "pt-BR": "Enviar mensagem", en: "Send message" },
  sent: {
    "pt-BR": "Mensagem enviada. Obrigado pelo contato! Responderemos no e-mail que você informou.",
    en: "Message sent. Thank you for writing! We will answer at the e-mail you gave.",
  },
  sendAnother: { "pt-BR": "Enviar outra mensagem", en: "Send another message" },
  rateLimited: {
    "pt-BR": "Você enviou muitas mensagens. Tente novamente mais tarde.",
    en: "You have sent too many messages. Please try again later.",
  },
  failed: {
    "pt-BR": "Não foi possível enviar sua mensagem agora. Tente novamente em alguns minutos.",
    en: "Your message could not be sent just now. Please try again in a few minutes.",
  },
});
