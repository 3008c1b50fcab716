import { defineMessages } from "../../i18n/messageSet";

/** The wizard's own texts; stage names and Back / Next / Save are the reducer's (state/registrationWizard). */
export const registrationWizardMessages = defineMessages("registrationWizard", {
  stages: { "pt-BR": "Etapas do cadastro", en: "Registration stages" },
  progress: { "pt-BR": "Cadastro: etapa {step} de {total}", en: "Registration: step {step} of {total}" },
});
