import { defineMessages } from "../../../i18n/messageSet";

/** The consents panel's texts (the consent texts themselves are the domain's CONSENT_TEXTS, versioned). */
export const consentsPanelMessages = defineMessages("consentsPanel", {
  title: { "pt-BR": "Seus consentimentos", en: "Your consents" },
  lead: {
    "pt-BR": "Você decide para que usamos seus dados, e pode mudar de ideia quando quiser.",
    en: "You decide what we use your data for, and may change your mind at any time.",
  },
  save: { "pt-BR": "Salvar escolhas", en: "Save choices" },
  given: { "pt-BR": "Autorizado em {date}", en: "Given on {date}" },
  refused: { "pt-BR": "Recusado em {date}", en: "Refused on {date}" },
  never: { "pt-BR": "Ainda não respondido (não autorizado)", en: "Not answered yet (not given)" },
  version: { "pt-BR": "Versão do texto: {version}", en: "Text version: {version}" },
  applications: { "pt-BR": "Candidaturas", en: "Applications" },
  applicationsLead: {
    "pt-BR": "Ao se candidatar, você autorizou o uso dos seus dados para o processo seletivo de cada vaga:",
    en: "When applying you agreed to your data being used for each job's selection process:",
  },
  appliedOn: { "pt-BR": "{job}, em {date}", en: "{job}, on {date}" },
  unnamedJob: { "pt-BR": "Vaga", en: "Job" },
  history: { "pt-BR": "Histórico", en: "History" },
  historyEntry: {
    "pt-BR": "{date}: {purpose} — {choice, select, true {autorizado} other {recusado}} (versão {version})",
    en: "{date}: {purpose} — {choice, select, true {given} other {refused}} (version {version})",
  },
});
