/**
 * The edge of the server: what every request meets before (and after) its route, registered once, on the root, by
 * `server.ts`. Each part is a Fastify plugin of its own (fastify-plugin: its hooks and decorations belong to the
 * root), registered here in this order, which is the order of their `onRequest` hooks:
 *
 *  1. request id      `x-request-id` on every answer (the id itself is Fastify's `genReqId`: `requestIdFor`)
 *  2. errors          one error body for the API, plain text for pages; errors we cause logged without internals
 *  3. input guard     NUL bytes refused before validation
 *  4. security        helmet's headers, the nonce-based CSP on documents, HSTS on https
 *  5. compression     answers compressed on the fly (delivery.ts); before every route, which it wraps
 *  6. OpenAPI         the document of /api/v1; before every route, so it sees them all
 *  7. cookies         @fastify/cookie, which the page cache, sessions and the cross-site check read
 *  8. rate limits     @fastify/rate-limit with its counters in the database (rateLimitStore.ts); per route, off
 *                     unless a route sets its limit
 *  9. live socket     `/cable` and @fastify/websocket (live/cable.ts), given by the server: its `onRequest` hook
 *                     marks an upgrade, so it comes before the guards below, whose refusal must close its socket
 * 10. page cache      anonymous visitors' public pages from memory (web/pageCache.ts), given by the server: before
 *                     load shedding, so a hit is neither shed nor waits for capacity
 * 11. load shedding   503 past the event-loop delay or heap threshold (loadShedding.ts)
 * 12. admission       at most MAX_CONCURRENT_REQUESTS served at once, the next in a bounded queue (admission.ts)
 *
 * Parts that are not plugins of the root: proxy trust and log redaction are options of the Fastify instance
 * (`fastifyTrustProxy`, `requestLogFields`, `errorLogFields`); the cross-site check is registered by the API's and
 * the web mount's own plugins (`crossSiteCheck`), on the requests that can write; `afterAnswer` is the work a route
 * starts once its answer has left.
 *
 * Registered after the migrations and the demo seed: load shedding measures the event loop from here, and those
 * block it on purpose.
 */
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import type { AdmissionSettings } from "./admission";
import { registerCompression } from "./delivery";
import { errorHandling } from "./errors";
import { inputGuard } from "./inputGuard";
import { admission, type LoadSheddingSettings, loadShedding } from "./loadShedding";
import { openApi } from "./openapi";
import { databaseCounters, sharedRateLimitStore } from "./rateLimitStore";
import { requestIdHeader } from "./requestId";
import { securityHeaders } from "./security";

export type RequestEdgeOptions = {
  /** Swagger UI at /api/v1/docs (development). */
  openApiUi: boolean;
  /** The database the rate limits count in. */
  db: () => Database;
  /** Registers `/cable` and its WebSocket support (live/cable.ts). */
  liveSocket: (app: FastifyInstance) => Promise<void>;
  /** Answers anonymous visitors' public pages from the web app's cache (web/pageCache.ts), before load shedding. */
  pageCacheHits: (app: FastifyInstance) => void;
  loadShedding: LoadSheddingSettings;
  admission: AdmissionSettings & { reviewPosts: AdmissionSettings };
};

export const requestEdge = fp(
  async (app: FastifyInstance, options: RequestEdgeOptions) => {
    await app.register(requestIdHeader);
    await app.register(errorHandling);
    await app.register(inputGuard);
    await app.register(securityHeaders);
    await registerCompression(app);
    await app.register(openApi, { ui: options.openApiUi });
    await app.register(cookie);
    // Limits are set per route (sign-in, password, the contact form, uploads): the rest of the API is not throttled.
    // Keyed by the plugin's default key unless a limit says otherwise: request.ip (the client address after
    // TRUST_PROXY, never a raw header), an IPv6 address by its /64 so one network cannot rotate through its
    // addresses. Counted in the database, so every process of a deployment counts the same hits (rateLimitStore.ts).
    await app.register(rateLimit, { global: false, store: sharedRateLimitStore(databaseCounters(options.db)) });
    await options.liveSocket(app);
    options.pageCacheHits(app);
    await app.register(loadShedding, options.loadShedding);
    await app.register(admission, options.admission);
  },
  { name: "seleta-request-edge" },
);
