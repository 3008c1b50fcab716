/**
 * How answers travel: compression by `Accept-Encoding` and caching headers.
 *
 * - The web build's static files are compressed at build time (apps/web/scripts/precompress.ts) and served as they
 *   are by @fastify/static (`preCompressed`, web/index.ts): no CPU spent per request.
 * - API answers (JSON) are compressed on the fly by @fastify/compress, above a threshold: a tiny body gains nothing
 *   and would cost a compression context. Only API routes: the web mount compresses its own pages (it needs the
 *   compressed length for HEAD and the ETag), static files are compressed already, and `/cable` is a WebSocket.
 * - Caching: hashed assets are immutable (web/index.ts); pages are `no-cache` with an ETag, `private` when signed in;
 *   API answers are `private, no-store` unless their route says otherwise (see the constants below for why).
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isApiPath } from "./paths";
import { withoutPolicy } from "./security";

/** Bodies below this size travel as they are: compressing them saves less than a packet. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli's quality for answers compressed per request: 5 compresses HTML and JSON nearly as well as 11 for a fraction
 * of the CPU (11 is for build time only).
 */
const ON_THE_FLY_BROTLI_QUALITY = 5;

/**
 * Text-like types worth compressing. Everything else is left alone: images, fonts, XLSX, ZIP and PDF downloads are
 * compressed formats already, and `application/octet-stream` may be anything.
 */
const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)|[+/](?:json|xml)(?:;|$)/i;

/**
 * A page (signed out): every use revalidates it with its ETag, so a release or a changed configuration shows at once
 * and an unchanged page costs a 304. It may be kept by shared caches because it is the same for everyone who sends the
 * same cookies (`Vary: Cookie`: the locale is a cookie).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "no-cache";

/**
 * A signed-in page: the browser may keep it (the back button, a 304 on the next visit) but no shared cache may: it
 * names the person and their business. Not `no-store`: the page is the shell, and the records it shows come from the
 * API, which is `no-store`.
 */
export const SIGNED_IN_PAGE_CACHE_CONTROL = "private, no-cache";

/**
 * An API answer whose route set no caching of its own: personal data (candidates, CPFs, notes) with no validator to
 * revalidate against, so keeping a copy anywhere, on a shared computer's disk included, would only be a risk.
 */
export const API_CACHE_CONTROL = "private, no-store";

/** The encodings this server writes, best first. */
export type ContentEncoding = "br" | "gzip";
const ENCODINGS: readonly ContentEncoding[] = ["br", "gzip"];

/**
 * The best encoding an `Accept-Encoding` header accepts, or `undefined` for the plain bytes. Follows RFC 9110 §12.5.3:
 * `q=0` refuses, `*` stands for any encoding not named, the client's order of preference is its q-values (ties go to
 * brotli, the smaller).
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const weights = new Map<string, number>();
  for (const part of [acceptEncoding].flat().join(",").split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = parameters.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Whether a body of this `Content-Type` is worth compressing (text-like, not already compressed). */
export function isCompressibleType(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE_TYPE.test(contentType);
}

export function isHtml(contentType: string | undefined): boolean {
  return contentType !== undefined && /^text\/html(?:;|$)/i.test(contentType.trim());
}

const compressors: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body),
};

/** A body compressed per request (off the event loop: zlib's thread pool). */
export function compressBody(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return compressors[encoding](body);
}

/**
 * A page's ETag: a hash of its bytes with the request's CSP nonces taken out, so that two renders of the same page
 * (each with its own nonces) have the same tag. Weak: the same page compressed or not has the same tag.
 */
export function pageEtag(body: Buffer, nonces: readonly (string | undefined)[]): string {
  let text = body.toString("utf8");
  for (const nonce of nonces) if (nonce) text = text.replaceAll(nonce, "");
  return `W/"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
}

/** `If-None-Match` against an ETag, by the weak comparison GET uses (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** The headers of a 304: what tells the browser (or a cache) which copy it keeps and for how long. */
const NOT_MODIFIED_HEADERS = ["cache-control", "etag", "vary", "set-cookie", "age", "x-cache"];

/**
 * 304: the browser keeps the page it has, with the headers it stored, CSP included: that page's scripts carry the
 * nonces of its own policy, so this answer must not send a policy with new ones.
 */
export function notModified(reply: FastifyReply, headers: Record<string, string | string[] | undefined>) {
  reply.code(304);
  for (const name of NOT_MODIFIED_HEADERS) {
    const value = headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  withoutPolicy(reply);
  return reply.send();
}

/** A request that carries a session: the session cookie of any strategy, or a bearer token. */
export function isSignedInRequest(request: Pick<FastifyRequest, "headers">): boolean {
  if (request.headers.authorization) return true;
  return /(?:^|;\s*)auth\._token\.[^=]+=[^;\s]/.test(request.headers.cookie ?? "");
}

/** Adds names to a `Vary` header value without repeating any. */
export function withVary(current: unknown, ...names: string[]): string {
  const present = String(current ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(present.map((name) => name.toLowerCase()));
  return [...present, ...names.filter((name) => !lower.has(name.toLowerCase()))].join(", ");
}

/**
 * On-the-fly compression of API answers and their default caching. Register before the routes: @fastify/compress
 * wraps the routes registered after it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before @fastify/compress's own onRoute hook, which leaves alone the routes that say `compress: false`.
  app.addHook("onRoute", (route) => {
    const websocket = (route as { websocket?: boolean }).websocket === true;
    if (websocket || !isApiPath(route.url)) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: isCompressibleType,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
    // Request bodies are small JSON and forms: no compressed uploads to inflate (nor bombs to defuse).
    globalDecompression: false,
  });
  app.addHook("onSend", async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader("cache-control")) reply.header("cache-control", API_CACHE_CONTROL);
  });
}
