export {
  addRowIntent,
  applyStructureIntent,
  type DocumentFormValues,
  FORM_INTENT_FIELD,
  type FormIntent,
  type PostedForm,
  parseEntityValues,
  parseFieldValue,
  parseFormIntent,
  parseTypedNumber,
  postedEntityValues,
  readPostedEntityValues,
  readPostedForm,
  removeRowIntent,
  scopeFields,
  withHttps,
} from "../../forms/postedForm";
export { EntityDocumentForm, type EntityDocumentFormProps, hasDocumentInput } from "./EntityDocumentForm";
export { entityDocumentFormMessages } from "./messages";
