import { type apiErrorBodySchema, isApiErrorBodyShape, type WireOf } from "@seleta/domain/wire";

/** The API's error body (every non-2xx answer of /api/v1): the wire schema's `{error: {code, message, request_id, fields}}`. */
export type ApiErrorBody = WireOf<typeof apiErrorBodySchema>;

/**
 * Codes the API answers (apps/api/src/edge/errors.ts and its routes) plus `network_error` (no answer at all).
 * Open-ended: a route may name a situation of its own (`email_taken`, `account_locked`), so callers compare with
 * known codes and fall back on the status.
 */
export type ApiErrorCode =
  | "bad_request"
  | "validation_failed"
  | "unauthorized"
  /** 401 without any session: sign in. */
  | "unauthenticated"
  /** 401 with a session the server no longer knows: sign in again (spec §4 'Session expired!'). */
  | "session_expired"
  /** 401 of a sign-in: wrong e-mail or password. */
  | "invalid_credentials"
  /** 401 of a sign-in from a browser without a device cookie for the e-mail, past the failures allowed. */
  | "account_locked"
  /** 400 of a new password that is too easy to guess; the field message says why, in the caller's language. */
  | "weak_password"
  | "forbidden"
  /** 403 of a write sent from another site than the brand's own origin (a forged request): nothing was done. */
  | "cross_site_request"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unprocessable_entity"
  | "too_many_requests"
  /** 503 while the server sheds load: nothing was done; try again after `retry-after` seconds. */
  | "server_busy"
  | "internal_error"
  | "network_error"
  | (string & {});

export type ApiErrorDetails = {
  /** The HTTP method and the path under /api/v1 of the call that failed. */
  method?: string;
  path?: string;
  /** Seconds the server asks the caller to wait (`retry-after`: a locked account, a rate limit). */
  retryAfterSeconds?: number;
};

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly requestId: string | undefined;
  readonly fields: Readonly<Record<string, string[]>>;
  readonly method: string | undefined;
  readonly path: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: ApiErrorBody["error"], details: ApiErrorDetails = {}) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.requestId = body.request_id;
    this.fields = body.fields ?? {};
    this.method = details.method;
    this.path = details.path;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }

  /** Spec §4: a 401 means the session expired; the app shows 'Session expired!', logs out and goes to /. */
  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isForbidden(): boolean {
    return this.status === 403;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** The request was refused for what it carried: `fields` says which. */
  get isValidation(): boolean {
    return this.status === 400 || this.status === 422;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The first message the server gave for a field (forms show one message per field). */
  fieldMessage(field: string): string | undefined {
    return this.fields[field]?.[0];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Whether an answer is the API's error body; checked without zod (see `isApiErrorBodyShape`). */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return isApiErrorBodyShape(value);
}
