export { EntityDocumentForm, type EntityDocumentFormProps, hasDocumentInput } from "./EntityDocumentForm";
export { entityDocumentFormMessages } from "./messages";
export {
  addRowIntent,
  applyStructureIntent,
  type DocumentFormValues,
  FORM_INTENT_FIELD,
  type FormIntent,
  parseEntityValues,
  parseFieldValue,
  parseFormIntent,
  parseTypedNumber,
  postedEntityValues,
  readPostedEntityValues,
  removeRowIntent,
  scopeFields,
  withHttps,
} from "./postedEntityValues";
