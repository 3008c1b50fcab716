import { LoadingDialog, type LoadingDialogProps } from "@seleta/domain/widgets";

/** The recruiter loading dialog, in its own module so the area loads it only once a page sets the flag. */
export function GlobalLoadingDialog(props: LoadingDialogProps) {
  return <LoadingDialog {...props} />;
}
