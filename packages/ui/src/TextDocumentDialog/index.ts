export { type TextDocumentContent, TextDocumentDialog, type TextDocumentDialogProps } from "./TextDocumentDialog";
