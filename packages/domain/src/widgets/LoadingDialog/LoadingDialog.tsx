import { Dialog, ErrorIcon, Icon, Spinner, SuccessIcon } from "@seleta/ui";
import { useEffect } from "react";
import {
  initialLoadingDialogState,
  LOADING_DEFAULT_MESSAGES,
  type LoadingStatus,
  loadingDialogReducer,
} from "../../state/loadingDialog";
import { progressMessages } from "../../state/progressTask";
import { useMessage } from "../useMessage";
import { useWidgetReducer } from "../useWidgetReducer";
import * as css from "./LoadingDialog.css";

export type LoadingDialogProps = {
  /** The app's global loading flag. */
  isLoading: boolean;
  status?: LoadingStatus;
  /** Replaces the status's default text ('Processing request...', 'Added successfully', 'An error occurred'). */
  message?: string | null;
  /** The update, applied 100 ms after the dialog closes (spec §4). */
  onApplied?: () => void;
};

/**
 * Spec §4 recruiter loading dialog: 400 px wide and persistent (no close button; Escape and the scrim do nothing)
 * while the loading flag is on; only the app closes it.
 */
export function LoadingDialog({ isLoading, status = "processing", message = null, onApplied }: LoadingDialogProps) {
  const t = useMessage();
  const [state, dispatch] = useWidgetReducer(loadingDialogReducer, initialLoadingDialogState, {
    calls: { applied: () => onApplied?.() },
  });

  useEffect(() => {
    dispatch(isLoading ? { type: "shown" } : { type: "hidden" });
  }, [isLoading, dispatch]);

  useEffect(() => {
    if (isLoading) dispatch({ type: "updated", status, message });
  }, [isLoading, status, message, dispatch]);

  const text = state.message ?? t(LOADING_DEFAULT_MESSAGES[state.status]);
  return (
    <Dialog title={t(progressMessages.messages.wait)} size="loading" isPersistent isOpen={state.open}>
      <p
        className={[
          css.body,
          state.status === "success" ? css.success : "",
          state.status === "error" ? css.failure : "",
        ].join(" ")}
        role="status"
      >
        {state.status === "processing" ? (
          <Spinner size="sm" label={text} />
        ) : (
          <Icon icon={state.status === "success" ? SuccessIcon : ErrorIcon} size="lg" />
        )}
        <span>{text}</span>
      </p>
    </Dialog>
  );
}
