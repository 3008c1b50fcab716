/**
 * The API's error body (every non-2xx answer of /api/v1):
 *   { "error": { "code": "not_found", "message": "…", "request_id": "…", "fields": { "email": ["Invalid email"] } } }
 * `message` is already in the caller's language; `fields` names the fields that were refused.
 */
export type ApiErrorBody = {
  error: {
    code: string;
    message: string;
    request_id?: string;
    fields?: Record<string, string[]>;
  };
};

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  readonly fields: Readonly<Record<string, string[]>>;

  constructor(status: number, body: ApiErrorBody["error"]) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.requestId = body.request_id;
    this.fields = body.fields ?? {};
  }

  /** Spec §4: a 401 means the session expired; the app shows 'Session expired!', logs out and goes to /. */
  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}
