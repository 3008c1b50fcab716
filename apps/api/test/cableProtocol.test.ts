/**
 * The ActionCable wire format, pure: which subprotocol the handshake answers, how a client frame becomes a command
 * (or is dropped), the frames the server writes, and how channel params are read.
 */
import { describe, expect, it } from "vitest";
import { channelNamed, idParam } from "../src/live/channels";
import {
  chooseProtocol,
  confirmFrame,
  disconnectFrame,
  IDENTIFIER_MAX_LENGTH,
  messageFrame,
  parseCommand,
  pingFrame,
} from "../src/live/protocol";

describe("chooseProtocol", () => {
  it("answers the client's first protocol among Rails' two, or none", () => {
    expect(chooseProtocol(["actioncable-v1-json", "actioncable-unsupported"])).toBe("actioncable-v1-json");
    expect(chooseProtocol(["actioncable-v2-json", "actioncable-unsupported"])).toBe("actioncable-unsupported");
    expect(chooseProtocol(["graphql-ws"])).toBe(false);
    expect(chooseProtocol([])).toBe(false);
  });
});

describe("parseCommand", () => {
  const identifier = JSON.stringify({ channel: "NotificationChannel", recruiter_id: 3 });

  it("reads the three commands the client sends", () => {
    expect(parseCommand(JSON.stringify({ command: "subscribe", identifier }))).toEqual({
      command: "subscribe",
      identifier,
      params: { channel: "NotificationChannel", recruiter_id: 3 },
    });
    expect(parseCommand(JSON.stringify({ command: "unsubscribe", identifier }))).toEqual({
      command: "unsubscribe",
      identifier,
    });
    expect(
      parseCommand(JSON.stringify({ command: "message", identifier, data: JSON.stringify({ action: "speak" }) })),
    ).toEqual({ command: "message", identifier, data: { action: "speak" } });
  });

  it("keeps a subscribe whose identifier is not a channel, so that it can be rejected by that identifier", () => {
    for (const bad of ["not json", "[1]", "{}", '{"channel":""}', '{"channel":7}']) {
      expect(parseCommand(JSON.stringify({ command: "subscribe", identifier: bad }))).toEqual({
        command: "subscribe",
        identifier: bad,
        params: undefined,
      });
    }
  });

  it("drops what is not a command", () => {
    for (const frame of [
      "",
      "not json",
      "null",
      "[]",
      '"subscribe"',
      JSON.stringify({ command: "subscribe" }),
      JSON.stringify({ command: "subscribe", identifier: { channel: "NotificationChannel" } }),
      JSON.stringify({ command: "subscribe", identifier: "" }),
      JSON.stringify({ command: "subscribe", identifier: "x".repeat(IDENTIFIER_MAX_LENGTH + 1) }),
      JSON.stringify({ command: "destroy", identifier }),
    ]) {
      expect(parseCommand(frame)).toHaveProperty("problem");
    }
  });
});

describe("server frames", () => {
  it("are the JSON Rails writes", () => {
    expect(JSON.parse(pingFrame(1_700_000_000_999))).toEqual({ type: "ping", message: 1_700_000_000 });
    expect(JSON.parse(disconnectFrame("unauthorized", false))).toEqual({
      type: "disconnect",
      reason: "unauthorized",
      reconnect: false,
    });
    expect(JSON.parse(confirmFrame('{"channel":"X"}'))).toEqual({
      identifier: '{"channel":"X"}',
      type: "confirm_subscription",
    });
    expect(JSON.parse(messageFrame('{"channel":"X"}', JSON.stringify({ percent: 5 })))).toEqual({
      identifier: '{"channel":"X"}',
      message: { percent: 5 },
    });
  });
});

describe("channel params", () => {
  it("reads ids written as numbers or digits, nothing else", () => {
    expect(idParam(12)).toBe(12);
    expect(idParam("12")).toBe(12);
    for (const bad of [0, -1, 1.5, "1e3", "12a", "", null, undefined, [12], 2 ** 31, "99999999999"]) {
      expect(idParam(bad)).toBeUndefined();
    }
  });

  it("finds only the three channels, never an inherited property", () => {
    expect(channelNamed("NotificationChannel")).toBeDefined();
    expect(channelNamed("RecruiterDownloadChannel")).toBeDefined();
    expect(channelNamed("ProgressChannel")).toBeDefined();
    for (const name of ["toString", "__proto__", "constructor", "notificationchannel"]) {
      expect(channelNamed(name)).toBeUndefined();
    }
  });
});
