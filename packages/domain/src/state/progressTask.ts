import { defineMessages, type Message } from "../i18n/messageSet";
import { type Effects, NO_EFFECTS } from "./effects";

export const progressMessages = defineMessages("progress", {
  processing: { "pt-BR": "Processando solicitação...", en: "Processing request..." },
  error: { "pt-BR": "Ocorreu um erro", en: "An error occurred" },
  success: { "pt-BR": "Adicionado com sucesso", en: "Added successfully" },
  noChannel: {
    "pt-BR": "Nenhum canal selecionado! Tente novamente mais tarde.",
    en: "No channel selected! Try again later.",
  },
  title: { "pt-BR": "Progresso da tarefa", en: "Task progress" },
  closesIn: {
    "pt-BR": "Fechando em {seconds, plural, one {# segundo} other {# segundos}}",
    en: "Closing in {seconds, plural, one {# second} other {# seconds}}",
  },
  download: { "pt-BR": "Baixar arquivo", en: "Download file" },
  wait: { "pt-BR": "Aguarde", en: "Please wait" },
});
const M = progressMessages.messages;

/** Spec §3, the progress task's configuration. */
export type ProgressTaskConfig = {
  readonly channel?: string | null;
  readonly requestId: string;
  readonly successMessage?: string;
  readonly errorMessage?: string;
  readonly processingMessage?: string;
  readonly successComponent?: string;
  readonly errorComponent?: string;
  /** Seconds to count down at 100 % before closing (spec §4); 0 keeps the dialog open. */
  readonly loadingTime?: number;
  readonly reload?: boolean;
  readonly customLoading?: boolean;
  /** Shown at once when 100 % is reached. */
  readonly customMessage?: string;
  readonly urlRedirect?: string;
};

export type ProgressPhase = "idle" | "running" | "succeeded" | "failed";

/** Spec §3 progress task state, plus the dialog's own: open, countdown. */
export type ProgressTaskState = {
  readonly config: ProgressTaskConfig | null;
  readonly phase: ProgressPhase;
  readonly open: boolean;
  readonly percent: number;
  /** Text from the server, or a default message when `message` is null. */
  readonly message: string | null;
  readonly defaultMessage: Message;
  readonly file: string | null;
  readonly error: boolean;
  /** Seconds counted since 100 % (null: no countdown). */
  readonly countdown: number | null;
  readonly effects: Effects<ProgressTaskAction>;
};

/** Spec §7, a live message: text or an object carrying `message`, plus percent, file and error. */
export type ProgressMessage = {
  readonly message?: string | { readonly message?: string } | null;
  readonly percent?: number;
  readonly file?: string | null;
  readonly error?: boolean | string | null;
};

export type ProgressTaskAction =
  | { readonly type: "started"; readonly config: ProgressTaskConfig }
  | { readonly type: "messageReceived"; readonly message: ProgressMessage }
  | { readonly type: "taskFailed"; readonly message?: string }
  | { readonly type: "countdownTicked" }
  | { readonly type: "closed" };

export const COUNTDOWN_STEP_MS = 1000;
const COUNTDOWN_KEY = "progress.countdown";

export const initialProgressTaskState: ProgressTaskState = {
  config: null,
  phase: "idle",
  open: false,
  percent: 0,
  message: null,
  defaultMessage: M.processing,
  file: null,
  error: false,
  countdown: null,
  effects: NO_EFFECTS,
};

function textOf(message: ProgressMessage["message"]): string | null {
  if (typeof message === "string") return message;
  return message?.message ?? null;
}

/** Which component replaces the bar at 100 %: the success one, or the error one if the task failed. */
export function progressOutcomeComponent(state: ProgressTaskState): string | null {
  if (state.percent < 100) return null;
  return (state.error ? state.config?.errorComponent : state.config?.successComponent) ?? null;
}

function close(state: ProgressTaskState): ProgressTaskState {
  const redirect = state.phase === "succeeded" ? state.config?.urlRedirect : undefined;
  const reload = state.phase === "succeeded" && state.config?.reload;
  return {
    ...state,
    open: false,
    countdown: null,
    effects: [
      { type: "cancel", key: COUNTDOWN_KEY },
      ...(redirect ? [{ type: "navigate", to: redirect } as const] : []),
      ...(reload ? [{ type: "reload" } as const] : []),
    ],
  };
}

function reachHundred(state: ProgressTaskState): ProgressTaskState {
  const config = state.config;
  const done: ProgressTaskState = {
    ...state,
    percent: 100,
    phase: state.error ? "failed" : "succeeded",
    message: !state.error && config?.customMessage ? config.customMessage : state.message,
    defaultMessage: state.error ? M.error : M.success,
  };
  if (state.error || !config?.loadingTime || config.loadingTime <= 0) return done;
  return {
    ...done,
    countdown: 0,
    effects: [
      { type: "schedule", key: COUNTDOWN_KEY, delayMs: COUNTDOWN_STEP_MS, action: { type: "countdownTicked" } },
    ],
  };
}

function fail(state: ProgressTaskState, message: string | null): ProgressTaskState {
  return {
    ...state,
    phase: "failed",
    error: true,
    percent: 100,
    message: message ?? state.config?.errorMessage ?? null,
    defaultMessage: M.error,
    countdown: null,
    effects: [{ type: "cancel", key: COUNTDOWN_KEY }],
  };
}

/** Spec §4, the progress dialog for background tasks. */
export function progressTaskReducer(state: ProgressTaskState, action: ProgressTaskAction): ProgressTaskState {
  const quiet = { ...state, effects: NO_EFFECTS };
  switch (action.type) {
    case "started":
      if (!action.config.channel) {
        return { ...initialProgressTaskState, effects: [{ type: "toast", tone: "error", message: M.noChannel }] };
      }
      return {
        ...initialProgressTaskState,
        config: action.config,
        phase: "running",
        open: true,
        message: action.config.processingMessage ?? null,
      };
    case "messageReceived": {
      if (state.phase !== "running") return quiet;
      const { message, percent, file, error } = action.message;
      const text = textOf(message);
      if (error) return fail(quiet, typeof error === "string" ? error : text);
      const next: ProgressTaskState = {
        ...quiet,
        percent: Math.min(100, Math.max(state.percent, percent ?? state.percent)),
        message: text ?? state.message,
        file: file ?? state.file,
      };
      return next.percent >= 100 ? reachHundred(next) : next;
    }
    case "taskFailed":
      return state.phase === "running" ? fail(quiet, action.message ?? null) : quiet;
    case "countdownTicked": {
      if (!state.open || state.countdown === null) return quiet;
      const countdown = state.countdown + 1;
      if (countdown >= (state.config?.loadingTime ?? 0)) return close({ ...quiet, countdown });
      return {
        ...quiet,
        countdown,
        effects: [
          { type: "schedule", key: COUNTDOWN_KEY, delayMs: COUNTDOWN_STEP_MS, action: { type: "countdownTicked" } },
        ],
      };
    }
    // Spec §4: the dialog can be closed manually at any time.
    case "closed":
      return state.open ? close(quiet) : quiet;
  }
}
