export { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog";
export { type DeleteConfirmation, deleteConfirmation } from "./deleteConfirmation";
