export {
  CONTACT_FORM_FIELDS,
  ContactForm,
  type ContactFormErrors,
  type ContactFormField,
  type ContactFormProps,
  type ContactFormStatus,
  type ContactFormValues,
} from "./ContactForm";
export { contactFormMessages } from "./messages";
