import { ConfirmDialog, type ConfirmDialogProps } from "@seleta/ui";

/** The question before an application is withdrawn (a chunk of its own: the page loads it when first asked). */
export function WithdrawConfirmation(props: ConfirmDialogProps) {
  return <ConfirmDialog {...props} />;
}
