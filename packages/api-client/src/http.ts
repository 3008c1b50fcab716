import { formatMessage, type Locale, sessionMessages } from "@seleta/domain";
import { ApiError, isApiErrorBody } from "./errors";

export type HttpClientOptions = {
  /** Where /api/v1 lives: `""` in the browser (same origin), `http://127.0.0.1:3000` from Node. */
  baseUrl: string;
  /** Bearer token for API use outside the browser (spec §6: scripts, SSR with a token). Cookies need none. */
  getToken?: () => string | null | undefined;
  /** The UI language, sent as Accept-Language so errors come back in it. */
  getLocale?: () => string | undefined;
  /**
   * Headers for every call. An SSR loader forwards the browser's `cookie` here, so the API sees the visitor's
   * session (Node's fetch sends no cookies of its own).
   */
  getHeaders?: () => Record<string, string> | undefined;
  /** Cookies go along by default (the browser's HttpOnly session); `"omit"` for token-only callers. */
  credentials?: RequestCredentials;
  fetch?: typeof fetch;
};

export type QueryParams = Record<string, string | number | boolean | readonly unknown[] | object | null | undefined>;

export type RequestOptions = {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Whether the call is made for a signed-in session, so that its 401 means "the session expired" (spec §4).
   * Default true. Sign-in, sign-up, password reset, confirmation and shortlist-token calls pass false: their 401
   * is a wrong password or a bad link, and must not log anybody out.
   */
  signedIn?: boolean;
  /** A bearer token for this call only (spec §6: a shortlist's own token), instead of `getToken`. */
  token?: string | null;
};

export type SessionExpiredEvent = {
  /** The 401 itself: its message, code and request id. */
  readonly error: ApiError;
  readonly method: string;
  /** The path under /api/v1. */
  readonly path: string;
};

export type SessionExpiredListener = (event: SessionExpiredEvent) => void;

export type HttpClient = {
  /** The origin the client calls, without /api/v1. */
  readonly baseUrl: string;
  /** A JSON call: the parsed answer (undefined for an empty one). */
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  /** A call whose answer is not JSON (a download): the successful Response, its body unread. */
  send(method: string, path: string, options?: RequestOptions): Promise<Response>;
  get<T>(path: string, options?: Omit<RequestOptions, "body">): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * Spec §4: the app shows 'Session expired!', logs out and goes to / when a signed-in call answers 401. Every
   * such 401 is reported (several queries may fail at once; the session reducer ignores all but the first).
   * Returns the unsubscribe function.
   */
  onSessionExpired(listener: SessionExpiredListener): () => void;
};

export const API_PREFIX = "/api/v1";

/** Query strings the way the API reads them: arrays and objects travel as JSON (spec §3 extra_params, §7). */
export function toQueryString(query: QueryParams | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A path segment the caller gave (an id, a uid, a name): never able to climb out of its route. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

function localeOf(tag: string | undefined): Locale {
  return tag?.toLowerCase().startsWith("en") ? "en" : "pt-BR";
}

function retryAfter(response: Response): number | undefined {
  const value = response.headers.get("retry-after");
  const seconds = value === null ? Number.NaN : Number(value);
  return Number.isFinite(seconds) ? seconds : undefined;
}

/**
 * One client per app (browser) or per request (SSR loader, with the visitor's cookie). Plain `fetch`, no Node
 * imports: the same code runs in both.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const origin = options.baseUrl.replace(/\/+$/, "");
  const base = origin + API_PREFIX;
  const listeners = new Set<SessionExpiredListener>();

  function sessionExpired(event: SessionExpiredEvent) {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        // A failing listener must not replace the caller's ApiError nor stop the other listeners.
        console.error("A session-expired listener failed", error);
      }
    }
  }

  /** The answer of a call; a non-2xx answer (or none) throws an ApiError, after reporting an expired session. */
  async function send(
    method: string,
    path: string,
    { query, body, signal, headers, signedIn = true, token: callToken }: RequestOptions = {},
  ): Promise<Response> {
    const relative = path.startsWith("/") ? path : `/${path}`;
    const token = callToken === undefined ? options.getToken?.() : callToken;
    const locale = options.getLocale?.();
    const isForm = typeof FormData !== "undefined" && body instanceof FormData;
    const init: RequestInit = {
      method,
      credentials: options.credentials ?? "include",
      headers: {
        accept: "application/json",
        ...(body !== undefined && !isForm ? { "content-type": "application/json" } : {}),
        ...(locale ? { "accept-language": locale } : {}),
        ...options.getHeaders?.(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    };
    let response: Response;
    try {
      response = await doFetch(`${base}${relative}${toQueryString(query)}`, init);
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(
        0,
        { code: "network_error", message: formatMessage(sessionMessages.messages.connectionLost, localeOf(locale)) },
        { method, path: relative },
      );
    }
    if (response.ok) return response;
    const text = await response.text();
    const data: unknown = text ? safeJson(text) : undefined;
    const error = new ApiError(
      response.status,
      isApiErrorBody(data)
        ? data.error
        : { code: `http_${response.status}`, message: response.statusText || `HTTP ${response.status}` },
      { method, path: relative, retryAfterSeconds: retryAfter(response) },
    );
    if (error.isUnauthorized && signedIn) sessionExpired({ error, method, path: relative });
    throw error;
  }

  async function request<T>(method: string, path: string, requestOptions?: RequestOptions): Promise<T> {
    const response = await send(method, path, requestOptions);
    const text = await response.text();
    return (text ? safeJson(text) : undefined) as T;
  }

  return {
    baseUrl: origin,
    request,
    send,
    get: (path, o) => request("GET", path, o),
    post: (path, body, o) => request("POST", path, { ...o, body }),
    put: (path, body, o) => request("PUT", path, { ...o, body }),
    patch: (path, body, o) => request("PATCH", path, { ...o, body }),
    delete: (path, o) => request("DELETE", path, o),
    onSessionExpired(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
