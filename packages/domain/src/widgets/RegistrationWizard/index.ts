export { registrationWizardMessages } from "./messages";
export { RegistrationWizard, type RegistrationWizardProps } from "./RegistrationWizard";
