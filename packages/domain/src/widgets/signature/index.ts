export { signatureEditorMessages } from "./messages";
export {
  type RenderSignatureOptions,
  renderSignatureHtml,
  type SignaturePlaceholders,
  type SignatureValues,
} from "./renderSignatureHtml";
