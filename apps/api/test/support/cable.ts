/**
 * Clients of `/cable` for tests: a raw WebSocket that records every frame (to see the protocol itself), and the
 * unmodified `@rails/actioncable` consumer running in Node on `ws` (to prove the real client works).
 */
import * as ActionCable from "@rails/actioncable";
import WebSocket from "ws";

export type Frame = Record<string, unknown>;

/** `http://127.0.0.1:1234` → `ws://127.0.0.1:1234/cable?…` */
export function cableUrl(serverUrl: string, query: Record<string, string> = {}): string {
  const url = new URL("/cable", serverUrl.replace(/^http/, "ws"));
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export const recruiterCookie = (token: string) => ({ cookie: `auth._token.recruiters=${token}` });

export type RawCable = {
  socket: WebSocket;
  /** Every frame received so far, parsed. */
  frames: Frame[];
  /** The close code and reason once the server (or the client) closed. */
  closed: Promise<{ code: number; reason: string }>;
  send(frame: unknown): void;
  /** The first frame (already received or to come) that matches; fails after `timeoutMs`. */
  waitFor(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  close(): void;
};

/** A raw socket, resolved once open. A refused handshake rejects with the HTTP status in the message. */
export function openRaw(
  url: string,
  options: { protocols?: string[]; headers?: Record<string, string> } = {},
): Promise<RawCable> {
  const socket = new WebSocket(url, options.protocols ?? ["actioncable-v1-json", "actioncable-unsupported"], {
    headers: options.headers ?? {},
  });
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  socket.on("message", (data) => {
    frames.push(JSON.parse(data.toString()) as Frame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const cable: RawCable = {
    socket,
    frames,
    closed,
    send(frame) {
      socket.send(typeof frame === "string" ? frame : JSON.stringify(frame));
    },
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => {
          check();
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    close() {
      socket.close();
    },
  };
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(cable));
    socket.once("unexpected-response", (_request, response) => {
      reject(new Error(`handshake refused: HTTP ${response.statusCode}`));
      socket.terminate();
    });
    socket.once("error", reject);
  });
}

export const identifierOf = (params: Record<string, unknown>) => JSON.stringify(params);

/** Headers each Node consumer sends with its handshake (a browser would send its cookies), by a test-only key. */
const handshakeHeaders = new Map<string, Record<string, string>>();
let consumers = 0;

/** @rails/actioncable in Node: `ws` as its WebSocket (with per-consumer headers) and the window listeners it uses. */
function installNodeAdapter(): void {
  if (ActionCable.adapters.WebSocket === (HeaderedWebSocket as unknown)) return;
  const scope = globalThis as unknown as Record<string, unknown>;
  scope.addEventListener ??= () => {};
  scope.removeEventListener ??= () => {};
  ActionCable.adapters.WebSocket = HeaderedWebSocket as unknown as typeof ActionCable.adapters.WebSocket;
}

class HeaderedWebSocket extends WebSocket {
  constructor(url: string, protocols?: string | string[]) {
    const key = new URL(url).searchParams.get("test_consumer") ?? "";
    super(url, protocols, { headers: handshakeHeaders.get(key) ?? {} });
  }
}

export type TestConsumer = {
  consumer: ActionCable.Consumer;
  subscribe(params: ActionCable.ChannelNameWithParams): TestSubscription;
  /** Whether the client still means to (re)connect: false once the server said `reconnect: false`. */
  willReconnect(): boolean;
  disconnect(): void;
};

export type TestSubscription = {
  subscription: ActionCable.Subscription;
  received: unknown[];
  /** Resolves with "confirmed" or "rejected", whichever the server answers. */
  answer: Promise<"confirmed" | "rejected">;
  disconnected: Promise<{ willAttemptReconnect: boolean | undefined }>;
  nextMessage(timeoutMs?: number): Promise<unknown>;
};

/** The real client, connected to `serverUrl` with `headers` (a cookie) and/or `query` (a ticket). */
export function actionCableConsumer(
  serverUrl: string,
  options: { headers?: Record<string, string>; query?: Record<string, string> } = {},
): TestConsumer {
  installNodeAdapter();
  consumers += 1;
  const key = String(consumers);
  handshakeHeaders.set(key, options.headers ?? {});
  const consumer = ActionCable.createConsumer(cableUrl(serverUrl, { ...options.query, test_consumer: key }));
  return {
    consumer,
    subscribe(params) {
      const received: unknown[] = [];
      const waiting = new Set<(message: unknown) => void>();
      let answered: (value: "confirmed" | "rejected") => void = () => {};
      let disconnected: (value: { willAttemptReconnect: boolean | undefined }) => void = () => {};
      const answer = new Promise<"confirmed" | "rejected">((resolve) => {
        answered = resolve;
      });
      const disconnectedPromise = new Promise<{ willAttemptReconnect: boolean | undefined }>((resolve) => {
        disconnected = resolve;
      });
      const subscription = consumer.subscriptions.create(params, {
        connected: () => answered("confirmed"),
        rejected: () => answered("rejected"),
        disconnected: (event: { willAttemptReconnect: boolean | undefined }) => disconnected(event),
        received: (message: unknown) => {
          received.push(message);
          for (const resolve of waiting) resolve(message);
          waiting.clear();
        },
      });
      return {
        subscription,
        received,
        answer,
        disconnected: disconnectedPromise,
        nextMessage(timeoutMs = 10_000) {
          return new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no message within ${timeoutMs} ms`)), timeoutMs);
            waiting.add((message) => {
              clearTimeout(timer);
              resolve(message);
            });
          });
        },
      };
    },
    willReconnect() {
      const monitor = (consumer as unknown as { connection: { monitor: { isRunning(): unknown } } }).connection.monitor;
      return Boolean(monitor.isRunning());
    },
    disconnect() {
      consumer.disconnect();
      handshakeHeaders.delete(key);
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
