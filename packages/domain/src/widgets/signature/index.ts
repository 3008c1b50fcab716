export { signatureEditorMessages } from "./messages";
export {
  escapeHtml,
  type RenderSignatureOptions,
  renderSignatureHtml,
  type SignaturePlaceholders,
  type SignatureValues,
} from "./renderSignatureHtml";
