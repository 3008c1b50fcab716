import type { AuthStrategy } from "../catalogues/authStrategies";
import { defineMessages } from "../i18n/messageSet";
import { afterLogoutPath } from "../permissions/navigation";
import { type Effects, NO_EFFECTS } from "./effects";

export const sessionMessages = defineMessages("session", {
  expired: { "pt-BR": "Sessão expirada!", en: "Session expired!" },
  connectionLost: {
    "pt-BR": "Conexão com o servidor foi perdida, tente novamente mais tarde.",
    en: "The connection to the server was lost, please try again later.",
  },
  personalEmail: {
    "pt-BR":
      "Atenção! Você está conectado com seu e-mail pessoal no Outlook. Entre com o e-mail da empresa na sua conta do Outlook neste navegador.",
    en: "Attention! You are logged with your personal e-mail in outlook. Please log in with your company e-mail in your outlook account using this browser.",
  },
});

/** Spec §4/§9 cookies: the strategy, and the recruiters' token, which logout clears. */
export const STRATEGY_COOKIE = "auth.strategy";
export const tokenCookie = (strategy: AuthStrategy) => `auth._token.${strategy}`;
/** Spec §9: the auth cookie lives 90 days. */
export const AUTH_COOKIE_MAX_AGE_S = 7_776_000;
/** Spec §8: the personal-email warning stays 60 s. */
export const PERSONAL_EMAIL_TOAST_MS = 60_000;

export type SessionState =
  | { readonly status: "anonymous"; readonly strategy: AuthStrategy; readonly effects: Effects<SessionAction> }
  | {
      readonly status: "authenticated";
      readonly strategy: AuthStrategy;
      readonly token: string;
      readonly effects: Effects<SessionAction>;
    };

export type SessionAction =
  /** Token and strategy recovered from cookies (spec §4). */
  | { readonly type: "restored"; readonly strategy: AuthStrategy; readonly token: string | null }
  | { readonly type: "loggedIn"; readonly strategy: AuthStrategy; readonly token: string }
  | { readonly type: "logoutPressed" }
  /** Any API answer: a 401 ends the session. */
  | { readonly type: "responseReceived"; readonly status: number }
  /** The auth module failed to load the user: the session resets quietly. */
  | { readonly type: "authFailed" };

export function initialSessionState(strategy: AuthStrategy = "candidates"): SessionState {
  return { status: "anonymous", strategy, effects: NO_EFFECTS };
}

function clearCookies(strategy: AuthStrategy) {
  return {
    type: "call" as const,
    handler: "clearCookies",
    payload: [...new Set([STRATEGY_COOKIE, tokenCookie("recruiters"), tokenCookie(strategy)])],
  };
}

/** Spec §4: a 401 warns 'Session expired!', logs out and goes to /; logout clears the cookies. */
export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case "restored":
      return action.token
        ? { status: "authenticated", strategy: action.strategy, token: action.token, effects: NO_EFFECTS }
        : { status: "anonymous", strategy: action.strategy, effects: NO_EFFECTS };
    case "loggedIn":
      return { status: "authenticated", strategy: action.strategy, token: action.token, effects: NO_EFFECTS };
    case "logoutPressed":
      return {
        status: "anonymous",
        strategy: state.strategy,
        effects: [
          { type: "call", handler: "logout" },
          clearCookies(state.strategy),
          { type: "navigate", to: afterLogoutPath(state.strategy) },
        ],
      };
    case "responseReceived":
      if (action.status !== 401 || state.status !== "authenticated") return { ...state, effects: NO_EFFECTS };
      return {
        status: "anonymous",
        strategy: state.strategy,
        effects: [
          { type: "toast", tone: "warning", message: sessionMessages.messages.expired },
          clearCookies(state.strategy),
          { type: "navigate", to: "/" },
        ],
      };
    case "authFailed":
      return { status: "anonymous", strategy: state.strategy, effects: [clearCookies(state.strategy)] };
  }
}

/** Spec §4: a chunk that fails to load reloads the page, at most once a minute (times come from the caller). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}
