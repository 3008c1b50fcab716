/**
 * Which of the spec's two delete confirmations (§5) to show: one named item ("…delete this {label}?") or several
 * ("…delete {n} items?"). Returns a react-intl message id and its values, so the words stay in the catalogue.
 */
export type DeleteConfirmation =
  | { id: "ui.confirmDialog.deleteOne"; values: { label: string } }
  | { id: "ui.confirmDialog.deleteMany"; values: { n: number } };

export function deleteConfirmation({ label, count = 1 }: { label: string; count?: number }): DeleteConfirmation {
  return count > 1
    ? { id: "ui.confirmDialog.deleteMany", values: { n: count } }
    : { id: "ui.confirmDialog.deleteOne", values: { label } };
}
