import type { AddressInfo } from "node:net";
import { maxFileBytes } from "@seleta/domain";
import { businessConfigAnswerSchema, VIDEO_ANSWER_MAX_MB } from "@seleta/domain/wire";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { businessConfig } from "./business/config";
import type { AuthLimits, Config } from "./config";
import { type Database, openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { requestEdge } from "./edge";
import { afterAnswer } from "./edge/afterAnswer";
import { answerSerializerCompiler } from "./edge/answerSchemas";
import { errorLogFields, requestLogFields } from "./edge/logRedaction";
import { fastifyTrustProxy } from "./edge/proxyTrust";
import { publicOrigins } from "./edge/publicOrigins";
import { requestIdFor } from "./edge/requestId";
import { onRecordWrite } from "./engine/effects";
import { backfillPublicUids } from "./engine/publicUid";
import { interviewInvitations } from "./interviews/invitations";
import { openJobs } from "./jobs";
import type { LiveBus } from "./live/bus";
import { registerCable } from "./live/cable";
import { openLiveBus } from "./live/postgresBus";
import { printQueuedMail } from "./mail/console";
import { startMailDelivery } from "./mail/delivery";
import { mailerFromConfig } from "./mail/mailer";
import { onMailEnqueued } from "./mail/outbox";
import { startRetention } from "./privacy/retention";
import { allRoutes } from "./routes";
import { type SeedResult, seedDemoAtStart } from "./seed";
import { uploadSettings } from "./uploads/settings";
import { webApp } from "./web";
import { createPageCache, registerPageCacheHits } from "./web/pageCache";

// What writing a record does beyond its row, whichever way it is written (engine/effects.ts).
onRecordWrite("interviews", interviewInvitations);

export type StartServerOptions = {
  /** Fastify's `logger` option (pino). Default: JSON lines on stdout at `config.logLevel`. */
  logger?: FastifyServerOptions["logger"];
  /** Where the default logger writes its JSON lines (stdout when absent); tests read what a request logged. */
  logStream?: { write(line: string): void };
  /**
   * Per-IP limits of the sign-in and password endpoints, raised by tests that sign in often (a test that reaches a
   * limit sets it through the configuration instead).
   */
  authLimits?: Partial<AuthLimits>;
  /** Where queued mail is printed when no SMTP is configured (main.ts: stdout). Unset: not printed. */
  mailConsole?: (text: string) => void;
};

export type RunningServer = {
  app: FastifyInstance;
  /** Where this process answers, e.g. http://127.0.0.1:3000 (the real port when PORT=0). */
  url: string;
  db: Database;
  /** Where the routes publish what the sockets of `/cable` hear (tests subscribe to it). */
  live: LiveBus;
  /** What the demo seed did at this start (nothing when the database already held data). */
  seeded: SeedResult | undefined;
  /** Every route registered (method and URL), HEAD and Fastify's automatic ones included. */
  routes: { method: string; url: string }[];
  /** Resolves once the work requests started after their answers (afterAnswer.ts) has ended. */
  settled(): Promise<void>;
  /** Stops accepting connections, lets requests in flight finish, closes the database, releases the lock. */
  close(): Promise<void>;
};

/**
 * Opens the database (lock, connect, migrate, demo seed) and then listens. A failure on the way closes what was
 * opened and rethrows: nothing keeps the data dir locked.
 */
export async function startServer(config: Config, options: StartServerOptions = {}): Promise<RunningServer> {
  const app = Fastify({
    // Requests are logged by their path (no query string, no token); errors without a statement's values.
    logger: options.logger ?? {
      level: config.logLevel,
      serializers: { req: requestLogFields, err: errorLogFields },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: "request_id" }),
    // Fastify would trust any x-request-id as is; requestIdFor checks it first.
    requestIdHeader: false,
    return503OnClosing: true,
    bodyLimit: config.limits.bodyBytes,
    // Importing the web app's server build takes seconds on a busy machine; Fastify's default (10 s) gave up.
    pluginTimeout: 60_000,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The spec's calls end some API paths with a slash (`/businesses/config/`, `PUT /recruiters/`) and not others;
    // the web app's paths keep theirs (a directory of static files is not a page).
    rewriteUrl: (request) => withoutApiTrailingSlash(request.url ?? "/"),
  });
  const routes: { method: string; url: string }[] = [];
  const work = afterAnswer();
  // Before the database closes (onClose): work a request started after its answer still writes its result.
  app.addHook("preClose", () => work.settled());
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  // Routes validate and document their requests with the domain's zod schemas.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);

  let db: Database | undefined;
  let bus: LiveBus | undefined;
  let seeded: SeedResult | undefined;
  try {
    db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, log: app.log });
    const opened = db;
    app.addHook("onClose", () => opened.close());
    // Links in mail and the origins browsers may write from (PORT=0: the real port is known once listening).
    const origins = publicOrigins(db, {
      publicUrl: config.publicUrl,
      localPort: () => listeningPort(app) ?? (config.port || undefined),
    });
    app.decorate("publicOrigins", origins);
    await migrateDatabase(db, app.log);
    seeded = await seedDemoAtStart(db, config, app.log);
    // Records the public site shows that have no public uid yet (written before the server filled it) get theirs.
    await backfillPublicUids(db);
    // PostgreSQL LISTEN/NOTIFY with DATABASE_URL (several processes share it), in memory on PGlite.
    const live = await openLiveBus(db, config, app.log);
    app.addHook("onClose", () => live.close());
    // The edge of every request, in the order edge/index.ts states. After the migrations and the demo seed: load
    // shedding measures the event loop from here, and those block it on purpose.
    const pageCache = createPageCache();
    await app.register(requestEdge, {
      openApiUi: config.development,
      db: () => opened,
      // Before the other routes: they learn from @fastify/websocket to refuse a WebSocket upgrade.
      liveSocket: (root) => registerCable(root, { db: opened, live }),
      pageCacheHits: (root) => registerPageCacheHits(root, pageCache),
      loadShedding: config.loadShedding,
      admission: config.admission,
    });
    bus = live;
    const uploads = uploadSettings(config);
    app.addHook("onClose", async () => uploads.storage.close?.());
    // After the migrations: what a previous run left running ends (or runs) now, before any request.
    const jobs = await openJobs({ db, live, uploads, log: app.log });
    // preClose: handlers still write their final state while the database is open (it closes onClose).
    app.addHook("preClose", () => jobs.stop());
    // With SMTP configured, the outbox and due send-outs go out on a timer (rows are claimed with SKIP LOCKED, so
    // several processes never send one twice); without it, mail waits in the outbox for an administrator.
    const mailer = mailerFromConfig(config);
    const mail = startMailDelivery({ db, mailer, log: app.log, origins });
    const stopKicking = onMailEnqueued(db, () => mail.kick());
    // Without SMTP, the person running the server reads each mail's links on its console (never over HTTP).
    const stopPrinting =
      !mailer && options.mailConsole ? onMailEnqueued(db, printQueuedMail(options.mailConsole)) : () => {};
    app.addHook("preClose", () => {
      stopKicking();
      stopPrinting();
      return mail.stop();
    });
    // LGPD retention: idle candidates are warned, then erased; expired data exports lose their file.
    const retention = startRetention({
      db,
      storage: uploads.storage,
      log: app.log,
      origins,
      settings: config.retention,
    });
    app.addHook("preClose", () => retention.stop());

    // The API and the per-host files, before the web app's catch-all.
    await app.register(allRoutes, {
      db,
      limits: {
        ...config.limits,
        auth: { ...config.limits.auth, ...options.authLimits },
      },
      uploads,
      live,
      jobs,
      afterAnswer: work,
    });
    const database = db;
    await app.register(webApp, {
      webBuildDir: config.webBuildDir,
      // A page's form of text fields is held to the API's JSON limit; one with files (a CV, an application's video
      // answers) to four of the largest file the API takes, plus the form's other fields. Each file's own limit is
      // the API's, checked as it reads them.
      formBodyLimits: {
        textBytes: config.limits.bodyBytes,
        multipartBytes: 4 * maxFileBytes(Math.max(config.uploads.maxMb, VIDEO_ANSWER_MAX_MB)) + config.limits.bodyBytes,
      },
      pageCache,
      forwardedHeadersTrusted: config.trustProxy.kind !== "none",
      // Validated as the route answers it, so the web app sees in-process exactly what the HTTP call would give.
      businessConfig: async (host) =>
        businessConfigAnswerSchema.parse(await businessConfig(database, host, app.publicOrigins)),
    });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    await db?.close().catch(() => {});
    throw error;
  }

  const url = localUrl(app.server.address() as AddressInfo);
  let closing: Promise<void> | undefined;
  return {
    app,
    url,
    db,
    live: bus,
    seeded,
    routes,
    settled: () => work.settled(),
    close() {
      closing ??= app.close();
      return closing;
    },
  };
}

/** `/api/v1/recruiters/?x=1` → `/api/v1/recruiters?x=1`; other paths unchanged. */
export function withoutApiTrailingSlash(url: string): string {
  if (!url.startsWith("/api/")) return url;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.length <= 5 || !path.endsWith("/")) return url;
  return path.replace(/\/+$/, "") + (queryAt === -1 ? "" : url.slice(queryAt));
}

function listeningPort(app: FastifyInstance): number | undefined {
  const address = app.server.address();
  return address && typeof address === "object" ? address.port : undefined;
}

function localUrl(address: AddressInfo): string {
  const { address: host, port } = address;
  if (host === "0.0.0.0") return `http://127.0.0.1:${port}`;
  if (host === "::") return `http://[::1]:${port}`;
  return address.family === "IPv6" ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}
