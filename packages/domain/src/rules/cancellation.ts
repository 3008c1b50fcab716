/**
 * Cancelling a record with a reason (the registry's `cancellation`: an interview): the reason is required and at most
 * this long, checked by the dialog that asks for it and by the server that keeps it (apps/api engine/cancel.ts).
 */
export const CANCEL_REASON_LENGTH = 500;
