export { BulkUpdateDialog, type BulkUpdateDialogProps, type BulkUpdateStatus } from "./BulkUpdateDialog";
export { bulkUpdateMessages } from "./messages";
