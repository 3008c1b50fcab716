/**
 * Load shedding: past an event-loop delay or heap threshold, new work is refused at once with 503 and Retry-After
 * rather than queued without bound (on a busy machine requests otherwise waited for up to 30 s). The measure is
 * @fastify/under-pressure's: the mean delay of the event loop and the heap in use, sampled every second.
 *
 * What is refused:
 *   - the API, `/api/v1/health` included: while shedding it answers 503, which takes the process out of a load
 *     balancer's rotation until it recovers;
 *   - pages rendered on the server (React Router): the most expensive answers of all;
 *   - new `/cable` WebSockets: the upgrade signs the socket in and subscribes it, and ActionCable's client
 *     reconnects by itself with a back-off; sockets already open are not touched.
 * What is not: the web app's static files (hashed assets, favicon…). They are streamed from disk for almost no
 * CPU, and a page whose scripts were refused is broken for good, while a refused API call shows its error and can
 * be tried again.
 *
 * In front of the work, admission control (`admission`, below) bounds the requests served at once and
 * queues the next; the event-loop and heap thresholds stay as the last guard, for work it does not see.
 */
import { IncomingMessage } from "node:http";
import { getHeapStatistics } from "node:v8";
import underPressure from "@fastify/under-pressure";
import { DEFAULT_LOCALE, type Locale } from "@seleta/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type AdmissionControl, type AdmissionSettings, admissionControl } from "./admission";
import { type ErrorBody, errorBody, requestLocale } from "./errors";
import { CABLE_PATH, isApiPath, isReviewPost } from "./paths";

type PressureHandler = NonNullable<Parameters<typeof underPressure>[1]["pressureHandler"]>;

export type LoadSheddingSettings = {
  /** Mean event-loop delay (ms) past which requests are refused; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** Heap in use (MB) past which requests are refused; 0 turns the check off; undefined: 90 % of V8's limit. */
  maxHeapUsedMb: number | undefined;
};

/** How long a refused caller is asked to wait: a few samples, long enough for a queue to drain. */
export const RETRY_AFTER_SECONDS = 5;

/** The share of V8's heap limit past which requests are refused when SHED_HEAP_USED_MB is not set. */
export const DEFAULT_HEAP_SHARE = 0.9;

export const SERVER_BUSY_CODE = "server_busy";

const SERVER_BUSY: Record<Locale, string> = {
  "pt-BR": "O servidor está sobrecarregado no momento. Tente de novo em alguns segundos.",
  en: "The server is overloaded right now. Please try again in a few seconds.",
};

export function serverBusyMessage(locale: Locale = DEFAULT_LOCALE): string {
  return SERVER_BUSY[locale];
}

/**
 * Whether a request is refused while the server is under pressure: the API, server-rendered pages (the web app's
 * catch-all route `/*`) and new `/cable` sockets; static files and unknown paths are not.
 */
export function shedsRequest(url: string, routeUrl: string | undefined): boolean {
  return isApiPath(url) || routeUrl === "/*" || routeUrl === CABLE_PATH;
}

/** The heap threshold in bytes (0: no check). */
export function maxHeapUsedBytes(maxHeapUsedMb: number | undefined, heapLimitBytes: number): number {
  if (maxHeapUsedMb === undefined) return Math.floor(heapLimitBytes * DEFAULT_HEAP_SHARE);
  return maxHeapUsedMb * 1024 * 1024;
}

/** Refuses sheddable requests while the event loop or the heap is past its threshold. */
export const loadShedding = fp(
  async (app: FastifyInstance, settings: LoadSheddingSettings) => {
    await app.register(underPressure, {
      maxEventLoopDelay: settings.maxEventLoopDelayMs,
      maxHeapUsedBytes: maxHeapUsedBytes(settings.maxHeapUsedMb, getHeapStatistics().heap_size_limit),
      retryAfter: RETRY_AFTER_SECONDS,
      // Returns the answer's body, which the plugin sends (its types say void, its code sends any value returned);
      // undefined lets the request through. No error is thrown and no stack logged: while shedding, every refusal
      // has to be cheap.
      pressureHandler: ((request: FastifyRequest, reply: FastifyReply) =>
        isFromClient(request) && shedsRequest(request.url, request.routeOptions.url)
          ? refusal(request, reply)
          : undefined) as PressureHandler,
    });
  },
  { name: "seleta-load-shedding" },
);

declare module "fastify" {
  interface FastifyInstance {
    /** Requests served and waiting now (admission.ts); tests read it. */
    admission: Pick<AdmissionControl, "running" | "waiting" | "refused">;
    /** The reviewers' ratings' lane (`isReviewPost`): served and waiting now. */
    reviewAdmission: Pick<AdmissionControl, "running" | "waiting" | "refused">;
  }
  interface FastifyRequest {
    /**
     * Frees the request's slot now (once; later calls do nothing): for work that outlives its answer's start, such as
     * a `/cable` socket once open.
     */
    releaseAdmission: () => void;
  }
}

const releasesNothing = () => {};

/**
 * Admission control in front of the work (admission.ts): the requests load shedding would refuse (the API, pages,
 * new `/cable` sockets) take one of `maxConcurrent` slots, wait for one in a bounded queue, or are refused with
 * load shedding's 503. An onRequest hook: one registered before it (a cache answering from memory) answers first,
 * and whatever it answers never waits here.
 *
 * A slot is held until the response is over: the ServerResponse's "close", which comes once the last byte of the
 * answer is written (a page streamed by React Router included) or when the connection ends first (the client went
 * away, the request was aborted), whichever is first; the ticket ends once. A request still waiting when its client
 * goes leaves the queue and is never served; Fastify's onResponse ends it too, for answers whose ServerResponse
 * never closes (an upgrade refused before it was made writes to a socket the server then destroys). A new `/cable`
 * socket waits its turn like a request and frees its slot once open (`request.releaseAdmission()` in the socket's
 * handler): an open socket is not work in flight, and left holding slots, open sockets would stop the server.
 *
 * Calls the server makes to itself (`isFromClient`) are part of the request that made them and hold no slot of
 * their own: a page waiting for a slot its own call needs could never finish.
 *
 * Reviewers' ratings (`isReviewPost`) have a lane of their own, `settings.reviewPosts`: the ratings in flight are
 * written together in one batch (shortlists/review.ts), so a hundred in flight cost a few statements where a hundred
 * of other requests cost a hundred times theirs. In the common lane they would be let in two at a time on PGlite and
 * written two a batch; in their own, a client's whole team rating at the same instant is one or two batches, and
 * the common lane's slots stay free for everyone else.
 */
export const admission = fp(
  async (app: FastifyInstance, settings: AdmissionSettings & { reviewPosts: AdmissionSettings }) => {
    const control = admissionControl(settings);
    const reviewPosts = admissionControl(settings.reviewPosts);
    app.decorate("admission", control);
    app.decorate("reviewAdmission", reviewPosts);
    app.decorateRequest("releaseAdmission", releasesNothing);
    if (settings.maxConcurrent === 0) return;
    app.addHook("onRequest", (request, reply, done) => {
      if (!isFromClient(request) || !shedsRequest(request.url, request.routeOptions.url)) {
        done();
        return;
      }
      const lane = isReviewPost(request.method, request.url) ? reviewPosts : control;
      const ticket = lane.enter(
        () => {
          // Its client went away while it waited, and the socket's "close" has not been seen yet: nobody to serve.
          if (request.raw.socket?.destroyed) return false;
          done();
          return true;
        },
        () => {
          reply.send(refusal(request, reply));
        },
      );
      if (ticket.state === "refused") return;
      request.releaseAdmission = ticket.end;
      reply.raw.once("close", ticket.end);
    });
    app.addHook("onResponse", (request, _reply, done) => {
      request.releaseAdmission();
      done();
    });
  },
  { name: "seleta-admission" },
);

/**
 * Whether a request came from a client over HTTP, not from the server itself (`app.inject`: a page's loaders
 * calling the API in-process). A call of the server's own is part of the request that made it, which was admitted
 * already: neither admission control nor load shedding refuses it (refused, the page would fail with a 500).
 */
function isFromClient(request: FastifyRequest): boolean {
  return request.raw instanceof IncomingMessage;
}

/** The status and headers of a refusal on `reply`, and its body: the API's error body, plain text for a page. */
function refusal(request: FastifyRequest, reply: FastifyReply): ErrorBody | string {
  const message = serverBusyMessage(requestLocale(request));
  reply.code(503).header("retry-after", RETRY_AFTER_SECONDS);
  if (isApiPath(request.url)) {
    reply.type("application/json; charset=utf-8");
    return errorBody(request.id, SERVER_BUSY_CODE, message);
  }
  reply.type("text/plain; charset=utf-8");
  return `${message}\n`;
}
