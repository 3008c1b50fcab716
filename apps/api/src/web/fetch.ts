/**
 * Node request ⇄ Fetch API, for React Router's request handler. Pure functions: no Fastify in here.
 */
import type { IncomingHttpHeaders } from "node:http";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createReadableStreamFromReadable } from "@react-router/node";

export type IncomingRequest = {
  method: string;
  /** Path and query as received (`/jobs?page=2`). */
  url: string;
  protocol: "http" | "https";
  /**
   * The request's effective host: its Host, or X-Forwarded-Host from a proxy TRUST_PROXY names (Fastify's
   * `request.host`, proxyTrust.ts). Absent: the Host header.
   */
  host?: string | undefined;
  headers: IncomingHttpHeaders;
  /** The unread request body; ignored for GET and HEAD. */
  body?: Readable | undefined;
};

export type OutgoingResponse = {
  status: number;
  headers: Record<string, string | string[]>;
  body: Readable | null;
};

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * How much a page's form may send: a form of text fields (`application/x-www-form-urlencoded`, or any type but
 * multipart) `textBytes`, a form that carries files `multipartBytes`. Pages read their forms whole
 * (`request.formData()`), so without a cap a stranger's POST would be held in memory however large it is.
 */
export type FormBodyLimits = { readonly textBytes: number; readonly multipartBytes: number };

/** The cap on a request's body, by its content type. */
export function formBodyLimit(contentType: string | undefined, limits: FormBodyLimits): number {
  return /^\s*multipart\/form-data\b/i.test(contentType ?? "") ? limits.multipartBytes : limits.textBytes;
}

/** Refused as a whole: the body said, or turned out, to be larger than its cap. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes`);
  }
}

/**
 * The body as it streams, failing with `BodyTooLargeError` as soon as more than `maxBytes` have come: a body that
 * announced no length (chunked) is stopped there, and its connection closed so the sender cannot keep it open by
 * sending on (nothing more of it would be read).
 */
export function limitedBody(body: Readable, maxBytes: number): Readable {
  let received = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received <= maxBytes) return done(null, chunk);
      done(new BodyTooLargeError(maxBytes));
      body.unpipe(limited);
      body.destroy();
    },
  });
  body.on("error", (error) => limited.destroy(error));
  return body.pipe(limited);
}

/**
 * Forwarded headers stop at the server: it has read them under TRUST_PROXY into the URL's host and protocol (and the
 * client address), so the web app finds the effective origin in the URL and cannot read a header a client forged.
 */
const FORWARDED_HEADERS = new Set(["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto"]);

/**
 * The Fetch Request React Router expects: absolute URL built from the effective host and protocol, every header but
 * the forwarded ones, the body stream.
 */
export function toFetchRequest(incoming: IncomingRequest, signal?: AbortSignal): Request {
  const hostHeader = incoming.host ?? incoming.headers.host;
  // A Host that is not a host name would change how the URL parses (`evil/x?`): fall back rather than trust it.
  const host = hostHeader && HOST.test(hostHeader) ? hostHeader : "localhost";
  const path = incoming.url.startsWith("/") ? incoming.url : `/${incoming.url}`;
  const url = new URL(`${incoming.protocol}://${host}${path}`);

  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || name.startsWith(":") || FORWARDED_HEADERS.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }

  const method = incoming.method.toUpperCase();
  const hasBody = method !== "GET" && method !== "HEAD" && incoming.body !== undefined;
  const init: RequestInit & { duplex?: "half" } = { method, headers };
  if (signal) init.signal = signal;
  if (hasBody && incoming.body) {
    init.body = createReadableStreamFromReadable(incoming.body) as unknown as BodyInit;
    // Required by Node's fetch for a streamed body.
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** Status, headers (every Set-Cookie kept apart) and the body as a Node stream, ready for reply.send(). */
export function fromFetchResponse(response: Response): OutgoingResponse {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const body = response.body ? Readable.fromWeb(response.body as unknown as NodeReadableStream) : null;
  return { status: response.status, headers, body };
}
