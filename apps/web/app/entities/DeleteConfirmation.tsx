/** A record's delete confirmation (ui's ConfirmDialog), a chunk apart: the record's page loads it on first use. */
export { ConfirmDialog as DeleteConfirmation } from "@seleta/ui";
