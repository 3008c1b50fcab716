import { defineCatalogue } from "./catalogue";

/** The outside services the platform talks to (spec §2, §7: Microsoft, a profile-data service, social sign-in). */
export const integrationProviders = defineCatalogue("integrationProvider", [
  { id: 1, key: "microsoft", label: { "pt-BR": "Microsoft 365", en: "Microsoft 365" } },
  { id: 2, key: "linkedin", label: { "pt-BR": "LinkedIn", en: "LinkedIn" } },
  { id: 3, key: "github", label: { "pt-BR": "GitHub", en: "GitHub" } },
  { id: 4, key: "google", label: { "pt-BR": "Google", en: "Google" } },
  { id: 5, key: "nubela", label: { "pt-BR": "Nubela (dados de perfil)", en: "Nubela (profile data)" } },
  { id: 6, key: "bulkMail", label: { "pt-BR": "Envio de e-mail em massa", en: "Bulk mail service" } },
  { id: 7, key: "whatsapp", label: { "pt-BR": "WhatsApp", en: "WhatsApp" } },
  { id: 8, key: "documentSigning", label: { "pt-BR": "Assinatura eletrônica", en: "Electronic signature" } },
  { id: 9, key: "chatWidget", label: { "pt-BR": "Chat do site", en: "Site chat widget" } },
] as const);
