import type { Message } from "../i18n/messageSet";
import { type Effects, NO_EFFECTS } from "./effects";
import { progressMessages } from "./progressTask";

/** Spec §4/§9: the loading dialog applies its update 100 ms after it closes. */
export const LOADING_DIALOG_APPLY_MS = 100;
const APPLY_KEY = "loadingDialog.apply";

export type LoadingStatus = "processing" | "success" | "error";

export type LoadingDialogState = {
  readonly open: boolean;
  readonly status: LoadingStatus;
  /** The app's text; `null` shows the status's default (spec §8). */
  readonly message: string | null;
  readonly effects: Effects<LoadingDialogAction>;
};

export type LoadingDialogAction =
  /** The global loading flag turned on. */
  | { readonly type: "shown"; readonly status?: LoadingStatus; readonly message?: string | null }
  | { readonly type: "updated"; readonly status: LoadingStatus; readonly message?: string | null }
  /** The flag turned off: the dialog closes, its content stays until the update is applied. */
  | { readonly type: "hidden" }
  | { readonly type: "applied" };

export const initialLoadingDialogState: LoadingDialogState = {
  open: false,
  status: "processing",
  message: null,
  effects: NO_EFFECTS,
};

const M = progressMessages.messages;

/** Spec §8 loading dialog defaults: 'Processing request...', 'Added successfully', 'An error occurred'. */
export const LOADING_DEFAULT_MESSAGES: Readonly<Record<LoadingStatus, Message>> = {
  processing: M.processing,
  success: M.success,
  error: M.error,
};

/**
 * Spec §4 recruiter loading dialog: persistent while the global loading flag is on. Closing keeps what it showed
 * (no flash of the reset content while it fades) and applies the update 100 ms later: the content resets and the
 * app's `applied` handler runs. Opening again before then cancels the pending update.
 */
export function loadingDialogReducer(state: LoadingDialogState, action: LoadingDialogAction): LoadingDialogState {
  const quiet = { ...state, effects: NO_EFFECTS };
  switch (action.type) {
    case "shown":
      return {
        open: true,
        status: action.status ?? "processing",
        message: action.message ?? null,
        effects: [{ type: "cancel", key: APPLY_KEY }],
      };
    case "updated":
      return { ...quiet, status: action.status, message: action.message ?? null };
    case "hidden":
      if (!state.open) return quiet;
      return {
        ...quiet,
        open: false,
        effects: [{ type: "schedule", key: APPLY_KEY, delayMs: LOADING_DIALOG_APPLY_MS, action: { type: "applied" } }],
      };
    case "applied":
      if (state.open) return quiet;
      return { ...initialLoadingDialogState, effects: [{ type: "call", handler: "applied" }] };
  }
}
