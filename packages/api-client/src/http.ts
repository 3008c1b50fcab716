import { ApiError, isApiErrorBody } from "./errors";

export type HttpClientOptions = {
  /** Where /api/v1 lives: `""` in the browser (same origin), `http://127.0.0.1:3000` from Node. */
  baseUrl: string;
  /** Bearer token for API use outside the browser (spec §6: shortlist tokens, scripts). Cookies need none. */
  getToken?: () => string | null | undefined;
  /** The UI language, sent as Accept-Language so errors come back in it. */
  getLocale?: () => string | undefined;
  fetch?: typeof fetch;
};

export type QueryParams = Record<string, string | number | boolean | readonly unknown[] | object | null | undefined>;

export type RequestOptions = {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export type HttpClient = {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, "body">): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
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

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/$/, "") + API_PREFIX;

  async function request<T>(method: string, path: string, { query, body, signal, headers }: RequestOptions = {}) {
    const token = options.getToken?.();
    const locale = options.getLocale?.();
    const init: RequestInit = {
      method,
      credentials: "include",
      headers: {
        accept: "application/json",
        ...(body !== undefined && !(body instanceof FormData) ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(locale ? { "accept-language": locale } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    };
    let response: Response;
    try {
      response = await doFetch(`${base}${path.startsWith("/") ? path : `/${path}`}${toQueryString(query)}`, init);
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(0, { code: "network_error", message: "Conexão com o servidor foi perdida." });
    }
    const text = await response.text();
    const data: unknown = text ? safeJson(text) : undefined;
    if (!response.ok) {
      throw new ApiError(
        response.status,
        isApiErrorBody(data)
          ? data.error
          : { code: `http_${response.status}`, message: response.statusText || `HTTP ${response.status}` },
      );
    }
    return data as T;
  }

  return {
    request,
    get: (path, o) => request("GET", path, o),
    post: (path, body, o) => request("POST", path, { ...o, body }),
    put: (path, body, o) => request("PUT", path, { ...o, body }),
    patch: (path, body, o) => request("PATCH", path, { ...o, body }),
    delete: (path, o) => request("DELETE", path, o),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
