import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

export type Call = {
  body?: unknown;
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  /** Raw payload (malformed JSON, oversized bodies). */
  raw?: string;
};

/** One request to /api/v1 through Fastify's inject (no socket, same code path). */
export function caller(app: FastifyInstance) {
  return async (method: InjectOptions["method"], path: string, call: Call = {}): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.raw !== undefined) headers["content-type"] ??= "application/json";
    return app.inject({
      method,
      url: `/api/v1${path}`,
      headers,
      ...(call.cookies ? { cookies: call.cookies } : {}),
      ...(call.raw !== undefined
        ? { payload: call.raw }
        : call.body !== undefined
          ? { payload: call.body as object }
          : {}),
    });
  };
}

/** The error body without its request id, to compare two answers. */
export function errorWithoutId(response: LightMyRequestResponse) {
  const { error } = response.json() as { error: Record<string, unknown> };
  const { request_id: _ignored, ...rest } = error;
  return rest;
}
