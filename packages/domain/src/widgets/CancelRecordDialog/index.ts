export { CancelRecordDialog, type CancelRecordDialogProps } from "./CancelRecordDialog";
export { cancelRecordMessages } from "./messages";
