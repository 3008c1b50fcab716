/**
 * The API as the web app's server loaders call it: a `fetch`-compatible function that runs each call through this
 * same Fastify instance (`app.inject`: no socket, no HTTP round trip to itself) as the visitor of the page being
 * rendered. Every hook of the API's edge runs as for a call from the browser: the session comes from the page's
 * cookies, the language from its cookie or Accept-Language, the client address (rate limits, sessions) from the
 * page's socket peer and forwarded headers read under TRUST_PROXY, and writes are judged by the page request's own
 * Origin and Sec-Fetch-Site (crossSite.ts), so a loader can never lend the visitor's cookie to a forged write.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { FastifyInstance, FastifyRequest, HTTPMethods } from "fastify";

/** What the web app's services are given (its `HttpClient` takes any fetch). */
export type InProcessFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * The page request's headers that travel with every call, whatever the caller set: who the visitor is (cookies),
 * which site they asked for (Host, X-Forwarded-Host), where they are (X-Forwarded-For/Proto, trusted only from the
 * proxies TRUST_PROXY names) and where the request came from (Origin, Sec-Fetch-Site).
 */
export const VISITOR_HEADERS = [
  "cookie",
  "host",
  "user-agent",
  "origin",
  "sec-fetch-site",
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-forwarded-host",
] as const;

/** Headers a call keeps from its caller when the page has none: the answer's language and format. */
const CALLER_HEADERS = ["accept", "accept-language", "content-type", "authorization"] as const;

/** Statuses whose answer has no body (the Fetch API refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Pure: the headers of an in-process call, from the call's own headers and the page request's. The visitor's
 * headers always come from the page (a caller cannot pose as another visitor); the call's language wins over the
 * page's Accept-Language (the client sends the page's locale, which the cookie chose).
 */
export function inProcessCallHeaders(page: IncomingHttpHeaders, call: Headers): Record<string, string> {
  const headers: Record<string, string> = {};
  const pageLanguage = single(page["accept-language"]);
  if (pageLanguage !== undefined) headers["accept-language"] = pageLanguage;
  for (const name of CALLER_HEADERS) {
    const value = call.get(name);
    if (value !== null) headers[name] = value;
  }
  for (const name of VISITOR_HEADERS) {
    const value = single(page[name]);
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

/** The path and query of a call: only this server's API is reachable, whatever origin the caller wrote. */
export function inProcessCallPath(input: string | URL): string {
  const url = new URL(String(input), "http://in-process.invalid");
  return url.pathname + url.search;
}

/**
 * The body of an in-process call: JSON text as it is, or a `FormData` (a page's action sending a candidate's video
 * answers) encoded as multipart, with the content type that names its boundary. Anything else is refused: the API
 * reads JSON and multipart only.
 */
export async function inProcessCallBody(
  body: BodyInit | null | undefined,
): Promise<{ bytes: string | Buffer; contentType?: string } | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return { bytes: body };
  if (body instanceof FormData) {
    const encoded = new Response(body);
    const contentType = encoded.headers.get("content-type") ?? undefined;
    return { bytes: Buffer.from(await encoded.arrayBuffer()), ...(contentType ? { contentType } : {}) };
  }
  throw new TypeError("In-process API calls send JSON text or multipart form bodies only");
}

/** A fetch that answers from `app` as the visitor of `page`. */
export function inProcessApi(app: FastifyInstance, page: FastifyRequest): InProcessFetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const call = new Headers(init?.headers ?? request?.headers);
    const method = (init?.method ?? request?.method ?? "GET").toUpperCase() as HTTPMethods;
    const body = init?.body ?? (request && method !== "GET" && method !== "HEAD" ? await request.text() : undefined);
    const payload = await inProcessCallBody(body);
    const headers = inProcessCallHeaders(page.headers, call);
    if (payload?.contentType) headers["content-type"] = payload.contentType;
    const signal = init?.signal ?? request?.signal ?? undefined;
    const answer = await app.inject({
      method,
      url: inProcessCallPath(request ? request.url : (input as string | URL)),
      headers,
      // The page's socket peer: with the forwarded headers above, trust-proxy finds the same client address.
      remoteAddress: page.socket.remoteAddress ?? "127.0.0.1",
      ...(payload ? { payload: payload.bytes } : {}),
      ...(signal ? { signal } : {}),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) answerHeaders.append(name, String(item));
    }
    // No Accept-Encoding is sent, so the body is plain; the Response counts its own length.
    answerHeaders.delete("content-length");
    const answerBody = NULL_BODY_STATUSES.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(answerBody, { status: answer.statusCode, headers: answerHeaders });
  };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}
