/** The bulk delete's confirmation (ui's ConfirmDialog), a chunk apart: ListView loads it once rows are picked. */
export { ConfirmDialog as DeleteConfirmation } from "@seleta/ui";
