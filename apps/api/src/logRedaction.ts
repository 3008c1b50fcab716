/**
 * What request logs must not keep: secrets that travel in a URL. Today that is the `/cable` ticket (single use and
 * ≤ 60 s, but a log outlives both) and the shortlist reviewer's token; anything named like a token is hidden too.
 */
import type { FastifyRequest } from "fastify";

const SECRET_PARAMS = /([?&](?:ticket|token|access_token|code|state)=)[^&#]*/gi;

/** `/cable?ticket=abc&x=1` → `/cable?ticket=[redacted]&x=1`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}

/** Fastify's default request serialiser, with the URL redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
