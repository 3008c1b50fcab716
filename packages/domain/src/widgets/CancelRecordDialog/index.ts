export { CANCEL_REASON_MAX, CancelRecordDialog, type CancelRecordDialogProps } from "./CancelRecordDialog";
export { cancelRecordMessages } from "./messages";
