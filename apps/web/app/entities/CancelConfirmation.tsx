/** A record's cancellation with a reason (domain's CancelRecordDialog), a chunk apart: its page loads it on first use. */
export { CancelRecordDialog as CancelConfirmation } from "@seleta/domain/widgets";
