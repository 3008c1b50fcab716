import { defineMessages } from "../../i18n/messageSet";

/**
 * Sending a shortlist (spec §7): the dialog choosing the job's company's contacts and the table of who received it,
 * opened it and rated in it, with a resend and a revoke per recipient.
 */
export const shortlistRecipientsMessages = defineMessages("shortlistRecipients", {
  title: { "pt-BR": "Destinatários", en: "Recipients" },
  open: { "pt-BR": "Enviar", en: "Send" },
  dialogTitle: { "pt-BR": "Enviar a shortlist", en: "Send the shortlist" },
  contacts: { "pt-BR": "Contatos da empresa", en: "The company's contacts" },
  contactsHelp: {
    "pt-BR": "Quem tem acesso ao portal recebe um link para entrar; os outros, um link pessoal. Até {max} por envio.",
    en: "Those with portal access get a link to sign in; the others, a personal link. Up to {max} per send.",
  },
  contactPortal: { "pt-BR": "{name} ({email}) · portal", en: "{name} ({email}) · portal" },
  contactLink: { "pt-BR": "{name} ({email}) · link", en: "{name} ({email}) · link" },
  noContacts: {
    "pt-BR": "A empresa desta vaga não tem contatos com e-mail.",
    en: "This job's company has no contacts with an email.",
  },
  tooMany: { "pt-BR": "Escolha no máximo {max} contatos por envio.", en: "Choose at most {max} contacts per send." },
  cancel: { "pt-BR": "Cancelar", en: "Cancel" },
  send: {
    "pt-BR": "{count, plural, =0 {Enviar} one {Enviar para # contato} other {Enviar para # contatos}}",
    en: "{count, plural, =0 {Send} one {Send to # contact} other {Send to # contacts}}",
  },
  emptyShortlist: { "pt-BR": "Adicione candidatos antes de enviar.", en: "Add candidates before sending." },
  none: { "pt-BR": "Esta shortlist ainda não foi enviada.", en: "This shortlist has not been sent yet." },
  recipient: { "pt-BR": "Destinatário", en: "Recipient" },
  way: { "pt-BR": "Acesso", en: "Access" },
  portal: { "pt-BR": "Portal", en: "Portal" },
  link: { "pt-BR": "Link", en: "Link" },
  sentAt: { "pt-BR": "Enviada em", en: "Sent on" },
  openedAt: { "pt-BR": "Aberta em", en: "Opened on" },
  ratings: { "pt-BR": "Avaliações", en: "Ratings" },
  actions: { "pt-BR": "Ações", en: "Actions" },
  resend: { "pt-BR": "Reenviar", en: "Resend" },
  revoke: { "pt-BR": "Revogar", en: "Revoke" },
  revokeTitle: { "pt-BR": "Revogar o acesso", en: "Revoke access" },
  revokeQuestion: {
    "pt-BR": "Revogar o acesso de {name}? O link para de funcionar na hora.",
    en: "Revoke {name}'s access? The link stops working at once.",
  },
  revokedAt: { "pt-BR": "Revogado em {date}", en: "Revoked on {date}" },
});
