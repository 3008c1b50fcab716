/**
 * The public site's shared cache: anonymous visitors of a host get the same public page (spec: the same for everyone
 * of a host, language and consent choice), so this process keeps each rendered page for a short while and answers
 * the next visitors from memory, before any other work of the request (an `onRequest` hook; server.ts registers it
 * ahead of load shedding, so a hit never waits for capacity a render needs).
 *
 * - **What enters**: a GET's 200 answer to an anonymous visitor (no session cookie of any strategy, no Bearer) of an
 *   HTML page that states shared caching itself (`public` with a `max-age`), sets no cookie and carries no script
 *   (`X-Seleta-CSP: no-scripts`, so no CSP nonce sits in its bytes to be reused; its policy is stored with it).
 *   Errors, signed-in pages and pages with scripts never enter, and a request carrying a session is never answered
 *   from here.
 * - **The key**: everything that chooses such a page's content: the protocol and host as the server derived them
 *   (the Host, or X-Forwarded-* from a proxy TRUST_PROXY names: never a raw forwarded header), the path, the query
 *   (its parameters sorted), and the two cookies the public pages read: the language (`i18n_redirected`) and the
 *   terms and analytics decision (`seleta_consent`). The pages say so in their `Vary` (Cookie, Host, and the
 *   forwarded headers when proxies are trusted).
 * - **How long**: the page's own `max-age`, at most 60 s. Any audited write of this process (a job, the site's
 *   content or configuration: engine/audit.ts `onRecordsWritten`) empties the cache at once; a write made by another
 *   process (several API processes on one PostgreSQL, a seed from the command line) shows here when the entries
 *   expire, within 60 s.
 * - **Bounded**: least recently used entries go first past `MAX_ENTRIES` pages or `MAX_BYTES`.
 * - **Answers**: the page's headers with `Age` and `X-Cache: hit`; `If-None-Match` against the stored ETag gives 304;
 *   the compressed copies are made once per entry and encoding.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  COMPRESSION_THRESHOLD_BYTES,
  type ContentEncoding,
  compressBody,
  etagMatches,
  isSignedInRequest,
  notModified,
  preferredEncoding,
} from "../edge/delivery";
import { isApiPath } from "../edge/paths";
import { onRecordsWritten } from "../engine/audit";

/** Longest a page is kept, whatever its own `max-age`: a change made elsewhere shows within this. */
export const PAGE_CACHE_MAX_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** Longer addresses are answered, not kept: a stranger's endless query strings would only churn the cache. */
const MAX_URL_LENGTH = 2_048;

/** The cookies a public page reads (apps/web: i18n/locale.ts, areas/public/site/consent.ts). */
export const PAGE_CHOOSING_COOKIES = ["i18n_redirected", "seleta_consent"] as const;

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** Headers of a page answer that are not kept: the length and encoding belong to each answer. */
const UNKEPT_HEADERS = new Set(["content-length", "content-encoding", "date", "set-cookie", "transfer-encoding"]);

export type PageHeaders = Record<string, string | string[]>;

type Entry = {
  headers: PageHeaders;
  body: Buffer;
  etag: string | undefined;
  /** The page's Content-Security-Policy, which holds no nonce (the page has no script). */
  policy: string | undefined;
  storedAt: number;
  expiresAt: number;
  /** Counted at twice the page: its bytes and room for its compressed copies. */
  size: number;
  encoded: Partial<Record<ContentEncoding, Promise<Buffer>>>;
};

export type PageCache = {
  /** The cache key of a request that may be answered from (and fill) the cache, or `undefined`. */
  keyOf(request: FastifyRequest): string | undefined;
  /**
   * The invalidation count when a render starts: a render that began before the cache was emptied may hold the old
   * state, and `store` drops it.
   */
  generation(): number;
  store(key: string, generation: number, page: StoredPage): void;
  /** Answers `request` from the cache when it holds its page; `true` when it did. */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  clear(): void;
  size(): { entries: number; bytes: number };
  close(): void;
};

export type StoredPage = {
  status: number;
  headers: PageHeaders;
  body: Buffer;
  policy: string | undefined;
  /** Whether the page carries no script (its CSP handshake said `no-scripts`). */
  withoutScripts: boolean;
};

export function createPageCache(now: () => number = Date.now): PageCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  const clear = () => {
    generation += 1;
    entries.clear();
    bytes = 0;
  };
  const stopListening = onRecordsWritten(clear);

  const lookup = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      remove(key);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  return {
    keyOf: pageCacheKey,
    generation: () => generation,
    store(key, startedAt, page) {
      if (startedAt !== generation) return;
      const ttl = pageTtlMs(page);
      if (ttl === undefined) return;
      const headers: PageHeaders = {};
      for (const [name, value] of Object.entries(page.headers)) {
        if (!UNKEPT_HEADERS.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
      }
      const etag = single(headers.etag);
      const size = 2 * page.body.length + key.length;
      if (size > MAX_BYTES) return;
      remove(key);
      const storedAt = now();
      entries.set(key, {
        headers,
        body: page.body,
        etag,
        policy: page.policy,
        storedAt,
        expiresAt: storedAt + ttl,
        size,
        encoded: {},
      });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
        remove(oldest);
      }
    },
    async serve(request, reply) {
      const key = pageCacheKey(request);
      const entry = key === undefined ? undefined : lookup(key);
      if (!entry) return false;
      const age = String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000)));
      if (entry.etag && etagMatches(single(request.headers["if-none-match"]), entry.etag)) {
        notModified(reply, { ...entry.headers, age, "x-cache": "hit" });
        return true;
      }
      if (entry.policy) reply.raw.setHeader("content-security-policy", entry.policy);
      reply.code(200).headers(entry.headers).header("age", age).header("x-cache", "hit");
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      if (!encoding || entry.body.length < COMPRESSION_THRESHOLD_BYTES) {
        reply.send(entry.body);
        return true;
      }
      entry.encoded[encoding] ??= compressBody(entry.body, encoding);
      const compressed = await entry.encoded[encoding];
      reply.header("content-encoding", encoding).send(compressed);
      return true;
    },
    clear,
    size: () => ({ entries: entries.size, bytes }),
    close() {
      stopListening();
      clear();
    },
  };
}

/**
 * Answers cached pages before anything else of the request runs. Registered before load shedding (edge/index.ts): a hit
 * costs a map lookup, and must not wait in a queue meant for work.
 */
export function registerPageCacheHits(app: FastifyInstance, cache: PageCache): void {
  app.addHook("onRequest", async (request, reply) => {
    if (await cache.serve(request, reply)) return reply;
  });
  app.addHook("onClose", async () => cache.close());
}

/**
 * Pure: the key of a request the cache may answer, or `undefined` when it must not (not a GET or HEAD, an API path,
 * a session, an address the cache does not keep).
 */
export function pageCacheKey(
  request: Pick<FastifyRequest, "method" | "url" | "headers" | "host" | "protocol">,
): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const { url } = request;
  if (url.length > MAX_URL_LENGTH || !url.startsWith("/") || url.startsWith("//")) return undefined;
  if (isApiPath(url) || url.startsWith("/assets/")) return undefined;
  if (isSignedInRequest(request)) return undefined;
  const host = request.host.toLowerCase();
  if (!HOST.test(host)) return undefined;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : sortedQuery(url.slice(queryAt + 1));
  const cookies = PAGE_CHOOSING_COOKIES.map((name) => cookieValue(request.headers.cookie, name) ?? "");
  return [`${request.protocol}://${host}${path}${query ? `?${query}` : ""}`, ...cookies].join("\n");
}

/**
 * Pure: how long a rendered page may be kept, or `undefined` when it may not: only a 200 page without scripts or
 * cookies that states shared caching with a positive `max-age` (or `s-maxage`), for at most 60 s.
 */
export function pageTtlMs(page: Pick<StoredPage, "status" | "headers" | "withoutScripts">): number | undefined {
  if (page.status !== 200 || !page.withoutScripts) return undefined;
  if (page.headers["set-cookie"] !== undefined) return undefined;
  const contentType = single(page.headers["content-type"]) ?? "";
  if (!/^\s*text\/html\s*(?:;|$)/i.test(contentType)) return undefined;
  const cacheControl = (single(page.headers["cache-control"]) ?? "").toLowerCase();
  const directives = cacheControl.split(",").map((directive) => directive.trim());
  if (!directives.includes("public")) return undefined;
  if (directives.some((directive) => /^(?:private|no-store|no-cache)\b/.test(directive))) return undefined;
  const seconds = Number(directiveValue(directives, "s-maxage") ?? directiveValue(directives, "max-age") ?? 0);
  if (!(seconds > 0)) return undefined;
  return Math.min(seconds * 1000, PAGE_CACHE_MAX_TTL_MS);
}

function directiveValue(directives: readonly string[], name: string): string | undefined {
  for (const directive of directives) {
    const match = /^([a-z-]+)\s*=\s*"?(\d+)"?$/.exec(directive);
    if (match?.[1] === name) return match[2];
  }
  return undefined;
}

function sortedQuery(query: string): string {
  const parameters = new URLSearchParams(query);
  parameters.sort();
  return parameters.toString();
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
