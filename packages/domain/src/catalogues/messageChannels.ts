import { defineCatalogue } from "./catalogue";

/** Channels a prospecting message or a data collection is sent through (spec §1: "including by chat message"). */
export const messageChannels = defineCatalogue("messageChannel", [
  { id: 1, key: "email", label: { "pt-BR": "E-mail", en: "E-mail" } },
  { id: 2, key: "linkedin", label: { "pt-BR": "LinkedIn", en: "LinkedIn" } },
  { id: 3, key: "whatsapp", label: { "pt-BR": "WhatsApp", en: "WhatsApp" } },
  { id: 4, key: "sms", label: { "pt-BR": "SMS", en: "SMS" } },
] as const);
