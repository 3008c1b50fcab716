export { registrationWizardMessages } from "./messages";
export {
  RegistrationRefusal,
  type RegistrationStageControls,
  RegistrationWizard,
  type RegistrationWizardProps,
} from "./RegistrationWizard";
