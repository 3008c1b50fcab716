import type { FastifyRequest } from "fastify";

/** The token of an `Authorization: Bearer <token>` header (RFC 6750), undefined without one. */
export function bearerToken(request: Pick<FastifyRequest, "headers">): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
