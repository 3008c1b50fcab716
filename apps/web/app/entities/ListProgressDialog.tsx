/** The progress dialog of a list's exports and bulk deletes, a chunk apart: the list page loads it on first use. */
export { ProgressDialog as ListProgressDialog } from "@seleta/domain/widgets";
