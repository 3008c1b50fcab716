export { ProgressDialog, type ProgressDialogProps, type ProgressSubscription } from "./ProgressDialog";
