/**
 * The web app on the API's port: the React Router build's static files, and server rendering for every other
 * non-API path. Without a build, those paths answer 503 with what to do.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buffer as readAll } from "node:stream/consumers";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import { crossSiteCheck } from "../edge/crossSite";
import {
  COMPRESSION_THRESHOLD_BYTES,
  compressBody,
  etagMatches,
  isCompressibleType,
  isHtml,
  isSignedInRequest,
  notModified,
  PUBLIC_PAGE_CACHE_CONTROL,
  pageEtag,
  preferredEncoding,
  SIGNED_IN_PAGE_CACHE_CONTROL,
  withVary,
} from "../edge/delivery";
import { isApiPath } from "../edge/paths";
import { CSP_HANDSHAKE_HEADER, cspNonces, policyWithoutScriptNonces, reportOnlyPolicy } from "../edge/security";
import {
  type FormBodyLimits,
  formBodyLimit,
  fromFetchResponse,
  limitedBody,
  type OutgoingResponse,
  toFetchRequest,
} from "./fetch";
import { inProcessApi } from "./inProcessApi";
import type { PageCache } from "./pageCache";

export { fromFetchResponse, type IncomingRequest, type OutgoingResponse, toFetchRequest } from "./fetch";
export { type InProcessFetch, inProcessApi } from "./inProcessApi";

export const WEB_NOT_BUILT_MESSAGE = "Seleta web app is not built: run npm run build";

export type WebAppOptions = {
  webBuildDir: string;
  /** The business configuration of a host, handed to the web app's root loader in-process (no HTTP round trip). */
  businessConfig?: (host: string) => Promise<unknown>;
  /** How much a page's form may send (fetch.ts `FormBodyLimits`): the server gives the API's own limits. */
  formBodyLimits: FormBodyLimits;
  /** Where anonymous visitors' public pages are kept (pageCache.ts); without it every page is rendered. */
  pageCache?: PageCache | undefined;
  /**
   * Whether TRUST_PROXY names proxies: their X-Forwarded-Host and -Proto then choose a page's host and links, so its
   * `Vary` names them.
   */
  forwardedHeadersTrusted?: boolean;
};

/** What a refused body gets: a plain page in both languages (the page that sent it is not known here). */
const BODY_TOO_LARGE_TEXT = "O envio é grande demais. / What was sent is too large.\n";

/**
 * HEAD comes from Fastify's automatic HEAD route for every GET, and is rendered as a GET so that it answers the page's
 * real headers and length. Non-GET methods reach React Router's actions.
 */
const METHODS: HTTPMethods[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const TEN_MINUTES_MS = 10 * 60 * 1000;

export function webBuildPaths(webBuildDir: string) {
  return { serverEntry: join(webBuildDir, "server", "index.js"), clientDir: join(webBuildDir, "client") };
}

/**
 * The one stylesheet of each document layout that has one, by layout id, when the build wrote them
 * (apps/web/scripts/documentStylesheets.ts): those layouts' pages link it instead of their modules' CSS files.
 */
function readDocumentStylesheets(webBuildDir: string): Record<string, string> | undefined {
  const file = join(webBuildDir, "server", "document-stylesheets.json");
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(manifest).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].startsWith("/assets/"),
    ),
  );
}

/**
 * The islands the build compiled (apps/web/scripts/buildIslands.ts), by name: the addresses of their modules under
 * /assets/islands/ (hashed names, served with the other assets), which the pages that need one put in a script tag.
 */
export function readIslands(webBuildDir: string): Record<string, string> | undefined {
  const file = join(webBuildDir, "server", "islands.json");
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(manifest).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].startsWith("/assets/islands/"),
    ),
  );
}

export const webApp: FastifyPluginAsync<WebAppOptions> = async (
  app,
  { webBuildDir, businessConfig, formBodyLimits, pageCache, forwardedHeadersTrusted = false },
) => {
  const { serverEntry, clientDir } = webBuildPaths(webBuildDir);

  // A page's action writes as the API does (a cookie: the consent choice, a session's), so it passes the API's one
  // cross-site check: a form another site posts here is refused before React Router reads it.
  await app.register(crossSiteCheck, { isOwn: (origin) => app.publicOrigins.isAllowed(origin) });

  // React Router reads request bodies itself (form actions): leave them unread in this plugin's routes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  if (!existsSync(serverEntry)) {
    app.log.warn({ serverEntry }, `${WEB_NOT_BUILT_MESSAGE} (missing ${serverEntry})`);
    app.route({
      method: METHODS,
      url: "/*",
      handler: (request, reply) =>
        isApiPath(request.url)
          ? reply.callNotFound()
          : reply.code(503).type("text/plain; charset=utf-8").send(`${WEB_NOT_BUILT_MESSAGE}\n`),
    });
    return;
  }

  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, "production");
  const documentStylesheets = readDocumentStylesheets(webBuildDir);
  const islands = readIslands(webBuildDir);
  app.log.info({ webBuildDir }, "Serving the web app");

  if (existsSync(clientDir)) {
    // Vite's hashed files: their names change with their content, so they may be cached for ever. Each text file has
    // its brotli and gzip twins from the build (apps/web/scripts/precompress.ts), sent by the request's
    // Accept-Encoding with `Vary: Accept-Encoding`.
    await app.register(fastifyStatic, {
      root: join(clientDir, "assets"),
      preCompressed: true,
      prefix: "/assets/",
      maxAge: YEAR_MS,
      immutable: true,
      // Never revalidated nor fetched in parts: validators and Accept-Ranges would be bytes on every file for nothing.
      etag: false,
      lastModified: false,
      acceptRanges: false,
      index: false,
      list: false,
      redirect: false,
    });
    // favicon…: stable names, short cache. Registered file by file (no wildcard) so any other path falls through to
    // React Router. robots.txt and sitemap.xml are the server's, per host (routes/public/siteFiles.ts), whatever the build has.
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: "/",
      wildcard: false,
      globIgnore: ["assets/**", "robots.txt*", "sitemap.xml*"],
      preCompressed: true,
      maxAge: TEN_MINUTES_MS,
      index: false,
      list: false,
      redirect: false,
      decorateReply: false,
    });
  }

  app.route({
    method: METHODS,
    url: "/*",
    handler: (request, reply) => {
      if (isApiPath(request.url)) return reply.callNotFound();
      const maxBodyBytes = formBodyLimit(request.headers["content-type"], formBodyLimits);
      const declared = Number(request.headers["content-length"] ?? 0);
      if (declared > maxBodyBytes) {
        // Answered before any of it is read; the connection closes so the rest is not read either.
        return reply
          .code(413)
          .header("connection", "close")
          .type("text/plain; charset=utf-8")
          .send(BODY_TOO_LARGE_TEXT);
      }
      return renderWithReactRouter(app, handleRequest, request, reply, {
        businessConfig,
        documentStylesheets,
        islands,
        maxBodyBytes,
        pageCache,
        forwardedHeadersTrusted,
      });
    },
  });
};

async function renderWithReactRouter(
  app: FastifyInstance,
  handleRequest: RequestHandler,
  request: FastifyRequest,
  reply: FastifyReply,
  {
    businessConfig,
    documentStylesheets,
    islands,
    maxBodyBytes,
    pageCache,
    forwardedHeadersTrusted,
  }: Pick<WebAppOptions, "businessConfig" | "pageCache"> & {
    documentStylesheets?: Record<string, string> | undefined;
    islands?: Record<string, string> | undefined;
    maxBodyBytes: number;
    forwardedHeadersTrusted: boolean;
  },
) {
  // Taken before the render: a page rendered while a write emptied the cache is not kept (it may show the old state).
  const cacheKey = request.method === "GET" ? pageCache?.keyOf(request) : undefined;
  const cacheGeneration = pageCache?.generation() ?? 0;
  const controller = new AbortController();
  // The client went away before the answer finished: stop the loaders.
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const fetchRequest = toFetchRequest(
    {
      // React Router answers HEAD with no body and so no length: render the GET, Fastify's HEAD route drops the body.
      method: request.method === "HEAD" ? "GET" : request.method,
      url: request.url,
      protocol: request.protocol,
      // Fastify's host: the Host header, or X-Forwarded-Host from a proxy TRUST_PROXY names (proxyTrust.ts).
      host: request.host,
      headers: request.headers,
      body: limitedBody(request.raw, maxBodyBytes),
    },
    controller.signal,
  );
  const nonces = cspNonces(reply);
  // React Router hands this to every loader and to entry.server (`loadContext`): the web app puts the nonce on
  // its scripts and answers X-Seleta-CSP: nonce (security.ts); its server loaders call the API in-process, as
  // this page's visitor (inProcessApi.ts).
  const loadContext = {
    cspNonce: nonces?.script,
    cspStyleNonce: nonces?.style,
    businessConfig,
    apiFetch: inProcessApi(app, request),
    documentStylesheets,
    islands,
  };
  const response = fromFetchResponse(await handleRequest(fetchRequest, loadContext));
  const handshake = response.headers[CSP_HANDSHAKE_HEADER];
  delete response.headers[CSP_HANDSHAKE_HEADER];
  if (handshake === "no-scripts") policyWithoutScriptNonces(reply);
  else if (handshake !== "nonce") reportOnlyPolicy(reply);
  const contentType = headerValue(response.headers["content-type"]);
  // A signed-in visitor's answers (pages, their `.data`, files) are theirs: no shared cache may keep them.
  if (isSignedInRequest(request) && response.headers["cache-control"] === undefined) {
    response.headers["cache-control"] = SIGNED_IN_PAGE_CACHE_CONTROL;
  }
  if (!response.body || !isCompressibleType(contentType)) {
    reply.code(response.status).headers(response.headers);
    return response.body ? reply.send(response.body) : reply.send();
  }
  // Text is read whole: its ETag, compressed size and HEAD's length are known before the first byte leaves.
  const body = await readAll(response.body);
  const headers: OutgoingResponse["headers"] = { ...response.headers };
  if (isHtml(contentType)) {
    // A page that states its own caching knows what it holds (the public site: the same for everyone of a host,
    // language and consent choice; error pages: no-store); the others are revalidated, and private when signed in.
    headers["cache-control"] ??= isSignedInRequest(request) ? SIGNED_IN_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL;
    // A shared cache keeps a page apart by everything that chose it: the locale and the consent banner come from
    // cookies, the brand and links from the host, which trusted proxies name in their forwarded headers.
    headers.vary = withVary(headers.vary, "Cookie", "Host", "Accept-Encoding");
    if (forwardedHeadersTrusted) headers.vary = withVary(headers.vary, "X-Forwarded-Host", "X-Forwarded-Proto");
    if (response.status === 200) {
      const etag = pageEtag(body, [nonces?.script, nonces?.style]);
      headers.etag = etag;
      if (cacheKey !== undefined) {
        const policy = reply.raw.getHeader("content-security-policy");
        pageCache?.store(cacheKey, cacheGeneration, {
          status: response.status,
          headers,
          body,
          policy: typeof policy === "string" ? policy : undefined,
          withoutScripts: handshake === "no-scripts",
        });
      }
      if (etagMatches(headerValue(request.headers["if-none-match"]), etag)) return notModified(reply, headers);
    }
  }
  headers.vary = withVary(headers.vary, "Accept-Encoding");
  delete headers["content-length"];
  reply.code(response.status);
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (encoding && body.length >= COMPRESSION_THRESHOLD_BYTES) {
    headers["content-encoding"] = encoding;
    return reply.headers(headers).send(await compressBody(body, encoding));
  }
  return reply.headers(headers).send(body);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
