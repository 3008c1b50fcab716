/**
 * `/cable`: the ActionCable-compatible WebSocket (spec §4/§7), so that the unmodified `@rails/actioncable`
 * client subscribes to the live channels. What Rails does, we do:
 *
 * - The handshake is refused (403) when the browser's Origin is neither this server's own nor one of the business
 *   configurations' domains: a page elsewhere must not open a socket with the recruiter's cookie. A client that
 *   sends no Origin is not a browser (browsers always send one on a WebSocket) and cannot ride anybody's cookie.
 * - Then, on the open socket: the session from the recruiter's cookie (or Bearer header), or `?ticket=` (single
 *   use, ≤ 60 s, see tickets.ts). No session, a spent or expired ticket, a candidate's or client contact's session:
 *   `{"type":"disconnect","reason":"unauthorized","reconnect":false}` and the socket closes (the client does not
 *   retry). Otherwise `{"type":"welcome"}`, then a ping every 3 s to every socket from one timer.
 * - On every heartbeat the sessions behind the sockets are checked in one query (and before every subscription):
 *   a logout, a lock or a deactivation ends the socket the same way, within seconds.
 * - Commands are handled one at a time per socket, in order. Frames that are not commands are logged and dropped;
 *   a frame above MAX_FRAME_BYTES closes the socket (1009) as ws does; nothing a client sends can throw out of here.
 * - On shutdown every socket hears `disconnect` with `server_restart` and `reconnect: true`.
 */
import websocket from "@fastify/websocket";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { requestToken } from "../auth/http";
import { loadPrincipal, type RecruiterPrincipal } from "../auth/principal";
import { findSession, type Session } from "../auth/session";
import type { Database } from "../db/client";
import { HttpError } from "../edge/errors";
import { CABLE_PATH } from "../edge/paths";
import type { LiveBus } from "./bus";
import { channelNamed } from "./channels";
import {
  type Command,
  chooseProtocol,
  confirmFrame,
  type DisconnectReason,
  disconnectFrame,
  messageFrame,
  PING_INTERVAL_MS,
  parseCommand,
  pingFrame,
  rejectFrame,
  type SubscriptionParams,
  UNSUPPORTED_PROTOCOL,
  welcomeFrame,
} from "./protocol";
import { liveRecruiterSessions, spendCableTicket } from "./tickets";

/** A command is a few hundred bytes; nothing legitimate comes near this. */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Subscriptions one socket may hold: the web app holds three or four. */
export const MAX_SUBSCRIPTIONS = 100;
/** Commands waiting behind a slow one (a subscription's database check); beyond this they are dropped. */
const MAX_QUEUED_COMMANDS = 64;
/** A socket that lets this much pile up unread is not reading: it is closed rather than held in memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const TICKET_MAX_LENGTH = 200;

export type CableOptions = {
  db: Database;
  live: LiveBus;
  /** Heartbeat (ping and session check); Rails' 3 s by default. */
  pingIntervalMs?: number;
};

/** Registers the WebSocket support and `GET /cable`. Call before the other routes (they learn to refuse upgrades). */
export async function registerCable(app: FastifyInstance, options: CableOptions): Promise<void> {
  const { db, live } = options;
  const connections = new Set<CableConnection>();
  const isAllowedOrigin = (origin: string) => app.publicOrigins.isAllowed(origin);

  const heartbeat = setInterval(() => {
    const frame = pingFrame(Date.now());
    for (const connection of connections) connection.ping(frame);
    void checkSessions();
  }, options.pingIntervalMs ?? PING_INTERVAL_MS);
  heartbeat.unref();

  let checking = false;
  async function checkSessions(): Promise<void> {
    if (checking) return;
    const open = [...connections].filter((connection) => connection.sessionId !== undefined);
    if (open.length === 0) return;
    checking = true;
    try {
      const alive = await liveRecruiterSessions(
        db,
        open.map((connection) => connection.sessionId as number),
      );
      for (const connection of open) {
        if (!alive.has(connection.sessionId as number)) connection.disconnect("unauthorized", false);
      }
    } catch (error) {
      // The database is away for a moment: the sockets stay; the next heartbeat checks again.
      app.log.warn({ err: error }, "cable: session check failed");
    } finally {
      checking = false;
    }
  }

  // Added before the plugin's own preClose (which closes the sockets bare): Rails says why it closes them.
  app.addHook("preClose", async () => {
    clearInterval(heartbeat);
    for (const connection of connections) connection.disconnect("server_restart", true);
  });

  await app.register(websocket, {
    options: {
      maxPayload: MAX_FRAME_BYTES,
      handleProtocols: (offered) => chooseProtocol(offered),
    },
    // An abrupt client (reset, bad frame) must not reach Fastify's handler: the socket's own close cleans up.
    errorHandler: (error, socket, request) => {
      request.log.debug({ err: error }, "cable: socket error");
      socket.terminate();
    },
  });

  app.get(
    CABLE_PATH,
    {
      websocket: true,
      onRequest: async (request) => {
        const origin = request.headers.origin;
        if (origin === undefined || origin === ownOrigin(request)) return;
        if (!(await isAllowedOrigin(origin))) {
          request.log.info({ origin }, "cable: origin not allowed");
          throw new HttpError(403, "origin_not_allowed", "This origin may not open the live connection.");
        }
      },
    },
    (socket, request) => {
      // An open socket is not work in flight: its admission slot goes to the next request (loadShedding.ts).
      request.releaseAdmission();
      if (socket.protocol === UNSUPPORTED_PROTOCOL) {
        // The client offered only a protocol this server does not speak; it closes for good on seeing this.
        socket.close(1000);
        return;
      }
      const connection = new CableConnection(socket, { db, live, log: request.log });
      connections.add(connection);
      socket.once("close", () => {
        connections.delete(connection);
        connection.closed();
      });
      connection.open(credentialsOf(request));
    },
  );
}

type Credentials = { ticket: string } | { token: string } | { none: true };

/** What the handshake carries, read once so that the socket keeps no reference to the request. */
function credentialsOf(request: FastifyRequest): Credentials {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && Object.hasOwn(query, "ticket")) {
    const ticket = query.ticket;
    return { ticket: typeof ticket === "string" && ticket.length <= TICKET_MAX_LENGTH ? ticket : "" };
  }
  const token = requestToken(request, ["recruiters"]);
  return token ? { token } : { none: true };
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * A broadcast's frame, encoded once per subscription identifier rather than once per socket: a thousand sockets
 * on one stream share one buffer. Keyed by the message object: the buses hand every listener the same object for
 * one publish and a new object for each publish (see bus.ts).
 */
const encodedFrames = new WeakMap<object, { json: string; byIdentifier: Map<string, Buffer> }>();

function encodedMessageFrame(identifier: string, message: unknown): Buffer {
  if (typeof message !== "object" || message === null) {
    return Buffer.from(messageFrame(identifier, JSON.stringify(message) ?? "null"));
  }
  let encoded = encodedFrames.get(message);
  if (!encoded) {
    encoded = { json: JSON.stringify(message), byIdentifier: new Map() };
    encodedFrames.set(message, encoded);
  }
  let frame = encoded.byIdentifier.get(identifier);
  if (!frame) {
    frame = Buffer.from(messageFrame(identifier, encoded.json));
    encoded.byIdentifier.set(identifier, frame);
  }
  return frame;
}

type ConnectionContext = { db: Database; live: LiveBus; log: FastifyBaseLogger };

/** One socket: its principal, its subscriptions and its queue of commands. */
class CableConnection {
  /** Set once authenticated; the heartbeat checks that this session is still live. */
  sessionId: number | undefined;
  private principal: RecruiterPrincipal | undefined;
  private state: "authenticating" | "open" | "closed" = "authenticating";
  private readonly subscriptions = new Map<string, () => void>();
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(
    private readonly socket: WebSocket,
    private readonly context: ConnectionContext,
  ) {
    socket.on("message", (data, isBinary) => {
      if (isBinary) {
        context.log.debug("cable: binary frame dropped");
        return;
      }
      this.enqueue(data.toString());
    });
  }

  /** Authenticates, then welcomes; frames that arrived meanwhile wait in the queue behind this. */
  open(credentials: Credentials): void {
    this.queue = this.authenticate(credentials).then(
      (principal) => {
        if (this.state === "closed") return;
        if (!principal) {
          this.disconnect("unauthorized", false);
          return;
        }
        this.principal = principal;
        this.sessionId = principal.sessionId;
        this.state = "open";
        this.send(welcomeFrame());
      },
      (error: unknown) => {
        this.context.log.error({ err: error }, "cable: authentication failed");
        // Our failure, not the client's: it may come back.
        this.disconnect("invalid_request", true);
      },
    );
  }

  ping(frame: string): void {
    if (this.state === "open") this.send(frame);
  }

  /** Tells the client why and closes; `reconnect: false` keeps @rails/actioncable from coming back. */
  disconnect(reason: DisconnectReason, reconnect: boolean): void {
    if (this.state === "closed") return;
    this.send(disconnectFrame(reason, reconnect));
    this.closed();
    this.socket.close(1000);
  }

  /** Stops every subscription; later frames and bus messages are dropped. Idempotent. */
  closed(): void {
    this.state = "closed";
    for (const stop of this.subscriptions.values()) stop();
    this.subscriptions.clear();
  }

  private async authenticate(credentials: Credentials): Promise<RecruiterPrincipal | undefined> {
    const { db } = this.context;
    let session: Session | undefined;
    if ("ticket" in credentials) {
      session = credentials.ticket ? await spendCableTicket(db, credentials.ticket) : undefined;
    } else if ("token" in credentials) {
      session = await findSession(db, credentials.token);
    }
    if (!session) return undefined;
    // Recruiters only: the channels are the recruiter area's.
    if (session.strategy.strategy !== "recruiters") return undefined;
    const principal = await loadPrincipal(db, session);
    return principal?.kind === "recruiters" ? principal : undefined;
  }

  private enqueue(frame: string): void {
    if (this.state === "closed") return;
    if (this.queued >= MAX_QUEUED_COMMANDS) {
      this.context.log.debug("cable: command dropped, queue full");
      return;
    }
    this.queued += 1;
    this.queue = this.queue
      .then(() => (this.state === "open" ? this.handle(frame) : undefined))
      .catch((error: unknown) => this.context.log.error({ err: error }, "cable: command failed"))
      .finally(() => {
        this.queued -= 1;
      });
  }

  private async handle(frame: string): Promise<void> {
    const command = parseCommand(frame);
    if ("problem" in command) {
      this.context.log.debug({ problem: command.problem }, "cable: frame dropped");
      return;
    }
    switch (command.command) {
      case "subscribe":
        return this.subscribe(command.identifier, command.params);
      case "unsubscribe":
        this.unsubscribe(command.identifier);
        return;
      case "message":
        this.message(command);
        return;
    }
  }

  private async subscribe(identifier: string, params: SubscriptionParams | undefined): Promise<void> {
    // @rails/actioncable repeats a subscribe until it is confirmed; the first answer stands.
    if (this.subscriptions.has(identifier)) return;
    const channel = params && channelNamed(params.channel);
    if (!params || !channel || this.subscriptions.size >= MAX_SUBSCRIPTIONS) {
      this.send(rejectFrame(identifier));
      return;
    }
    const principal = this.principal as RecruiterPrincipal;
    const live = await liveRecruiterSessions(this.context.db, [principal.sessionId]);
    if (!live.has(principal.sessionId)) {
      this.disconnect("unauthorized", false);
      return;
    }
    let streams: string[] | undefined;
    try {
      streams = await channel.authorise(params, principal, this.context.db);
    } catch (error) {
      this.context.log.error({ err: error, channel: params.channel }, "cable: subscription check failed");
    }
    if (this.state !== "open") return;
    if (!streams) {
      this.send(rejectFrame(identifier));
      return;
    }
    const stops = streams.map((stream) =>
      this.context.live.subscribe(stream, (message) => this.send(encodedMessageFrame(identifier, message))),
    );
    this.subscriptions.set(identifier, () => {
      for (const stop of stops) stop();
    });
    this.send(confirmFrame(identifier));
  }

  private unsubscribe(identifier: string): void {
    this.subscriptions.get(identifier)?.();
    this.subscriptions.delete(identifier);
  }

  private message(command: Extract<Command, { command: "message" }>): void {
    // The channels only speak to the client; Rails logs an action it cannot perform and carries on.
    this.context.log.debug(
      { subscribed: this.subscriptions.has(command.identifier), action: command.data?.action },
      "cable: message command ignored",
    );
  }

  /** Text frames only (the protocol is JSON), whether the frame comes as a string or as encoded bytes. */
  private send(frame: string | Buffer): void {
    const socket = this.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.context.log.warn("cable: client not reading, socket closed");
      this.closed();
      socket.terminate();
      return;
    }
    socket.send(frame, { binary: false });
  }
}
