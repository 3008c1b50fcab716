import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import fp from "fastify-plugin";

export const REQUEST_ID_HEADER = "x-request-id";

/** Ids a proxy or client may send: short, printable, nothing that could forge a log line. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The incoming x-request-id when it looks like an id; a random UUID otherwise. */
export function requestIdFor(raw: Pick<IncomingMessage, "headers">): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && ACCEPTABLE_ID.test(value) ? value : randomUUID();
}

/** Echo the id on every answer, so a user's report and our logs meet. */
export const requestIdHeader = fp(
  async (app) => {
    app.addHook("onRequest", async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: "seleta-request-id" },
);
