/**
 * The Rails ActionCable wire protocol (actioncable-v1-json), as the unmodified `@rails/actioncable` client speaks
 * it: every frame is one JSON object. Pure: parsing the client's commands and building the server's frames.
 *
 *   server → client   {"type":"welcome"}   {"type":"ping","message":<unix s>}
 *                     {"type":"disconnect","reason":"unauthorized","reconnect":false}
 *                     {"identifier":"…","type":"confirm_subscription" | "reject_subscription"}
 *                     {"identifier":"…","message":<anything>}
 *   client → server   {"command":"subscribe" | "unsubscribe","identifier":"{\"channel\":\"…\",…}"}
 *                     {"command":"message","identifier":"…","data":"{\"action\":\"…\",…}"}
 *
 * The identifier is a JSON string (the client serialises the subscription's params); the server echoes it byte
 * for byte, because the client finds its subscription by comparing that string.
 */

/** What the client offers, in its order; the last one is how a server says "I speak none of yours". */
export const PROTOCOLS = ["actioncable-v1-json", "actioncable-unsupported"] as const;
export const SUPPORTED_PROTOCOL = PROTOCOLS[0];
export const UNSUPPORTED_PROTOCOL = PROTOCOLS[1];

/** Rails' ActionCable::INTERNAL[:disconnect_reasons]. */
export type DisconnectReason = "unauthorized" | "invalid_request" | "server_restart" | "remote";

/** The interval of Rails' heartbeat: the client calls a connection stale after two missed pings (6 s). */
export const PING_INTERVAL_MS = 3000;

/**
 * The subprotocol the server answers the handshake with, as Rails' websocket-driver does: the first of the
 * client's that the server lists. `actioncable-unsupported` tells a newer client that this server does not speak
 * its protocol (the client then closes for good). No protocol offered at all (a bare WebSocket): none chosen,
 * and the server speaks v1 JSON anyway, as Rails does.
 */
export function chooseProtocol(offered: Iterable<string>): string | false {
  for (const protocol of offered) {
    if ((PROTOCOLS as readonly string[]).includes(protocol)) return protocol;
  }
  return false;
}

export const welcomeFrame = (): string => '{"type":"welcome"}';

export const pingFrame = (nowMs: number): string => `{"type":"ping","message":${Math.floor(nowMs / 1000)}}`;

export const disconnectFrame = (reason: DisconnectReason, reconnect: boolean): string =>
  JSON.stringify({ type: "disconnect", reason, reconnect });

export const confirmFrame = (identifier: string): string =>
  JSON.stringify({ identifier, type: "confirm_subscription" });

export const rejectFrame = (identifier: string): string => JSON.stringify({ identifier, type: "reject_subscription" });

/** `{identifier, message}`; `messageJson` is the message already serialised (one serialisation per broadcast). */
export const messageFrame = (identifier: string, messageJson: string): string =>
  `{"identifier":${JSON.stringify(identifier)},"message":${messageJson}}`;

export type SubscriptionParams = { channel: string } & Record<string, unknown>;

export type Command =
  | { command: "subscribe"; identifier: string; params: SubscriptionParams | undefined }
  | { command: "unsubscribe"; identifier: string }
  | { command: "message"; identifier: string; data: Record<string, unknown> | undefined };

/** Why a frame was not a command: logged at debug level, never answered (Rails logs and carries on). */
export type CommandProblem = { problem: string };

/** Longest identifier accepted: the client's are a few dozen bytes; anything near this is not one of them. */
export const IDENTIFIER_MAX_LENGTH = 1024;

/**
 * One frame from the client → a command, or the reason it is not one. A subscribe whose identifier is a string
 * but not a JSON object with a `channel` still comes back (params undefined) so that the server can reject it by
 * that identifier: the client then stops retrying.
 */
export function parseCommand(frame: string): Command | CommandProblem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame);
  } catch {
    return { problem: "not JSON" };
  }
  if (!isRecord(parsed)) return { problem: "not a JSON object" };
  const { command, identifier } = parsed;
  if (typeof identifier !== "string" || identifier === "") return { problem: "identifier is not a string" };
  if (identifier.length > IDENTIFIER_MAX_LENGTH) return { problem: "identifier too long" };
  switch (command) {
    case "subscribe":
      return { command, identifier, params: parseParams(identifier) };
    case "unsubscribe":
      return { command, identifier };
    case "message": {
      const data = typeof parsed.data === "string" ? parseJsonObject(parsed.data) : undefined;
      return { command, identifier, data };
    }
    default:
      return { problem: `unknown command ${JSON.stringify(command)?.slice(0, 40)}` };
  }
}

function parseParams(identifier: string): SubscriptionParams | undefined {
  const params = parseJsonObject(identifier);
  if (!params || typeof params.channel !== "string" || params.channel === "") return undefined;
  return params as SubscriptionParams;
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
