export type { LoadingStatus } from "../../state/loadingDialog";
export { LoadingDialog, type LoadingDialogProps } from "./LoadingDialog";
