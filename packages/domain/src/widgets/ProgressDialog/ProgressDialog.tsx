import { Dialog, ErrorIcon, Icon, Link, ProgressBar, SuccessIcon, type ToastContent } from "@seleta/ui";
import { type ReactNode, useCallback, useEffect, useRef } from "react";
import {
  initialProgressTaskState,
  type ProgressMessage,
  type ProgressTaskConfig,
  type ProgressTaskState,
  progressMessages,
  progressOutcomeComponent,
  progressTaskReducer,
} from "../../state/progressTask";
import { useMessage } from "../useMessage";
import { useWidgetReducer } from "../useWidgetReducer";
import * as css from "./ProgressDialog.css";

const M = progressMessages.messages;

/** What the app's live consumer hands back for one task (spec §7 task progress channels). */
export type ProgressSubscription = {
  readonly onMessage: (message: ProgressMessage) => void;
  /** The task failed outside the channel (the request itself, the socket). */
  readonly onError: (message?: string) => void;
};

export type ProgressDialogProps = {
  /** The task to follow; a task with a new `requestId` starts over. `null`: no task. */
  task: ProgressTaskConfig | null;
  /** Subscribes to the task's channel (`subscribe` command with request id and channel); returns the unsubscribe. */
  subscribe: (task: ProgressTaskConfig, handlers: ProgressSubscription) => () => void;
  /** The components a task names for 100 % (`successComponent`, `errorComponent`), by name. */
  components?: Readonly<Record<string, (state: ProgressTaskState) => ReactNode>>;
  /** The dialog closed (by hand, or after the countdown). */
  onClose?: () => void;
  /** `url_redirect` after the countdown; default `location.assign` (an app passes its router). */
  onNavigate?: (to: string) => void;
  onReload?: () => void;
  /** 'No channel selected! Try again later.' (spec §8) when the task names no channel. */
  onToast?: (toast: ToastContent) => void;
};

/**
 * Spec §4 progress dialog for background tasks: 0 % and 'Processing request...' at first; live messages move the
 * bar and its text; an error (in a message or the task) shows the error; at 100 % the task's success component (or
 * error component) replaces the bar; with `loadingTime` a one-second countdown then closes and goes to
 * `urlRedirect`; a custom message shows at once at 100 %. It can be closed at any time.
 */
export function ProgressDialog({
  task,
  subscribe,
  components = {},
  onClose,
  onNavigate,
  onReload,
  onToast,
}: ProgressDialogProps) {
  const t = useMessage();
  const [state, dispatch] = useWidgetReducer(progressTaskReducer, initialProgressTaskState, {
    onNavigate: onNavigate ? (to) => onNavigate(to) : undefined,
    onReload,
    onToast,
  });

  const requestId = task?.requestId ?? null;
  const latest = useRef({ task, subscribe });
  latest.current = { task, subscribe };
  const unsubscribe = useRef<(() => void) | null>(null);
  const leave = useCallback(() => {
    unsubscribe.current?.();
    unsubscribe.current = null;
  }, []);
  useEffect(() => {
    const current = latest.current.task;
    if (requestId === null || !current) return undefined;
    dispatch({ type: "started", config: current });
    if (!current.channel) return undefined;
    unsubscribe.current = latest.current.subscribe(current, {
      onMessage: (message) => dispatch({ type: "messageReceived", message }),
      onError: (message) => dispatch({ type: "taskFailed", ...(message ? { message } : {}) }),
    });
    return leave;
  }, [requestId, dispatch, leave]);

  // Closed (by hand or after the countdown): the channel has nothing more to say to this dialog.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !state.open) {
      leave();
      onClose?.();
    }
    wasOpen.current = state.open;
  }, [state.open, onClose, leave]);

  const text = state.message ?? t(state.defaultMessage);
  const outcomeName = progressOutcomeComponent(state);
  const Outcome = outcomeName ? components[outcomeName] : undefined;
  const loadingTime = state.config?.loadingTime ?? 0;

  return (
    <Dialog
      title={t(M.title)}
      size="md"
      isDismissable={false}
      isOpen={state.open}
      onOpenChange={(isOpen) => {
        if (!isOpen) dispatch({ type: "closed" });
      }}
    >
      <div className={css.body}>
        {state.percent < 100 ? (
          <ProgressBar label={text} value={state.percent} />
        ) : Outcome ? (
          Outcome(state)
        ) : (
          <p className={`${css.outcome} ${state.error ? css.failure : css.success}`} role="status">
            <Icon icon={state.error ? ErrorIcon : SuccessIcon} size="lg" />
            <span>{text}</span>
          </p>
        )}
        {state.percent >= 100 && state.file && !state.error ? (
          <Link href={state.file} isExternal>
            {t(M.download)}
          </Link>
        ) : null}
        {state.countdown !== null && loadingTime > 0 ? (
          <p className={css.countdown} aria-live="polite">
            {t(M.closesIn, { seconds: Math.max(0, loadingTime - state.countdown) })}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
