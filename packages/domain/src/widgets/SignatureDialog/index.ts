export { SignatureDialog, type SignatureDialogProps } from "./SignatureDialog";
