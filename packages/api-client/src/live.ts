/**
 * The live consumer: the unmodified `@rails/actioncable` client on the API's `/cable` (spec §7), with a typed
 * subscription per channel. Works in the browser (its own WebSocket, the session cookie goes with the handshake on
 * the same site) and in Node (pass the `ws` package's WebSocket, and a ticket: Node has no cookies).
 *
 * Tickets (`POST /recruiters/cable_tickets`) are single use: the consumer reads `ticket` again before every
 * (re)connection, so give a function that returns a fresh one when the socket may need to reconnect.
 */

import { adapters, type Consumer, createConsumer } from "@rails/actioncable";
import type { DownloadMessage, ProgressMessage } from "@seleta/domain";
import type { notificationPushSchema, WireOf } from "@seleta/domain/wire";
import type { HttpClient } from "./http";

export const CABLE_PATH = "/cable";

export type LiveConsumerOptions = {
  /** Where the API lives, as for the HTTP client: `""` in the browser (same origin), `http://127.0.0.1:3000` in Node. */
  baseUrl: string;
  /** A single-use ticket for `/cable?ticket=…`, or a function asked at every (re)connection. */
  ticket?: string | (() => string | undefined);
  /** Node: the `ws` package's WebSocket class (browsers have their own). */
  webSocket?: unknown;
};

/** A notification pushed live (spec §7: `message.notification` is prepended to its category list). */
export type NotificationMessage = WireOf<typeof notificationPushSchema>;

export type LiveCallbacks = {
  /** The server confirmed the subscription (again after every reconnection). */
  onConnected?: () => void;
  /** Not the caller's own, or not a channel: the server rejected it. */
  onRejected?: () => void;
  /** The socket closed; `willReconnect` false after the server said so (session ended, ticket spent). */
  onDisconnected?: (willReconnect: boolean) => void;
};

export type LiveSubscription = { unsubscribe(): void };

export type LiveConsumer = {
  /** `{"channel":"NotificationChannel","recruiter_id":ID}`: the signed-in recruiter's own notifications. */
  subscribeNotifications(
    recruiterId: number,
    onMessage: (message: NotificationMessage) => void,
    callbacks?: LiveCallbacks,
  ): LiveSubscription;
  /** `{"channel":"RecruiterDownloadChannel","id":ID}`: progress of one's own export. */
  subscribeDownload(
    id: number,
    onMessage: (message: DownloadMessage) => void,
    callbacks?: LiveCallbacks,
  ): LiveSubscription;
  /** `{"channel":"ProgressChannel","request_id":ID}`: progress of a bulk task the caller started. */
  subscribeProgress(
    requestId: string,
    onMessage: (message: ProgressMessage) => void,
    callbacks?: LiveCallbacks,
  ): LiveSubscription;
  /** Closes the socket for good (subscriptions end). */
  disconnect(): void;
};

/** `http(s)://host` (or the page's own origin for `""`) → `ws(s)://host/cable`, with the ticket if any. */
export function cableUrl(baseUrl: string, ticket?: string): string {
  const base = baseUrl || (typeof location === "undefined" ? "" : location.origin);
  const url = new URL(CABLE_PATH, base.replace(/^http/i, "ws"));
  if (ticket) url.searchParams.set("ticket", ticket);
  return url.toString();
}

export function createLiveConsumer(options: LiveConsumerOptions): LiveConsumer {
  if (options.webSocket) useWebSocket(options.webSocket);
  const { ticket } = options;
  const consumer: Consumer = createConsumer(() =>
    cableUrl(options.baseUrl, typeof ticket === "function" ? ticket() : ticket),
  );

  function subscribe<M>(
    params: { channel: string } & Record<string, unknown>,
    onMessage: (message: M) => void,
    callbacks: LiveCallbacks = {},
  ): LiveSubscription {
    const subscription = consumer.subscriptions.create(params, {
      received: (message: M) => onMessage(message),
      connected: () => callbacks.onConnected?.(),
      rejected: () => callbacks.onRejected?.(),
      disconnected: ({ willAttemptReconnect }: { willAttemptReconnect: boolean | undefined }) =>
        callbacks.onDisconnected?.(Boolean(willAttemptReconnect)),
    });
    return { unsubscribe: () => subscription.unsubscribe() };
  }

  return {
    subscribeNotifications: (recruiterId, onMessage, callbacks) =>
      subscribe({ channel: "NotificationChannel", recruiter_id: recruiterId }, onMessage, callbacks),
    subscribeDownload: (id, onMessage, callbacks) =>
      subscribe({ channel: "RecruiterDownloadChannel", id }, onMessage, callbacks),
    subscribeProgress: (requestId, onMessage, callbacks) =>
      subscribe({ channel: "ProgressChannel", request_id: requestId }, onMessage, callbacks),
    disconnect: () => consumer.disconnect(),
  };
}

/** A ticket for `/cable` from an authenticated client (POST /recruiters/cable_tickets): single use, ≤ 60 s. */
export function getCableTicket(http: HttpClient): Promise<{ ticket: string; expires_at: string }> {
  return http.post("/recruiters/cable_tickets");
}

/**
 * @rails/actioncable reads its WebSocket class from `adapters` and listens for the page's `visibilitychange` on
 * the global scope; Node 20 has neither, so the given class is installed and the listeners become no-ops.
 */
function useWebSocket(webSocket: unknown): void {
  adapters.WebSocket = webSocket as typeof adapters.WebSocket;
  const scope = globalThis as unknown as Record<string, unknown>;
  scope.addEventListener ??= () => {};
  scope.removeEventListener ??= () => {};
}
