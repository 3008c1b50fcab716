export {
  SignatureActions,
  type SignatureActionsProps,
  SignatureEditor,
  type SignatureEditorProps,
  SignatureFields,
  type SignatureFieldsProps,
} from "./SignatureEditor";
export {
  type SignatureFormOptions,
  type SignatureFormValues,
  type SignatureSaved,
  useSignatureForm,
} from "./useSignatureForm";
