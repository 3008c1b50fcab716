/**
 * The live consumer against the real API: @rails/actioncable in Node on `ws`, opened with a ticket, receiving what
 * the server publishes on each channel, rejected on someone else's, and stopped by a spent ticket.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { getRecruiterProfile } from "../src";
import { cableUrl, createLiveConsumer, getCableTicket, type LiveConsumer } from "../src/live";
import { startTestApi, type TestApi } from "./support/api";

let api: TestApi;
const consumers: LiveConsumer[] = [];

beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  for (const consumer of consumers) consumer.disconnect();
  await api?.close();
});

function waitFor<T>(register: (resolve: (value: T) => void) => void, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing within ${timeoutMs} ms`)), timeoutMs);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

describe("cableUrl", () => {
  it("turns the API's address into its WebSocket address, with the ticket", () => {
    expect(cableUrl("http://127.0.0.1:3000")).toBe("ws://127.0.0.1:3000/cable");
    expect(cableUrl("https://api.seleta.com.br/", "a b")).toBe("wss://api.seleta.com.br/cable?ticket=a+b");
  });
});

describe("createLiveConsumer", () => {
  it("subscribes with a ticket and receives notifications, download and task progress", async () => {
    const { http } = await api.signedIn("recruiter");
    const recruiter = await getRecruiterProfile(http);
    const { ticket, expires_at } = await getCableTicket(http);
    expect(Date.parse(expires_at)).toBeGreaterThan(Date.now());

    const consumer = createLiveConsumer({ baseUrl: api.server.url, ticket, webSocket: WebSocket });
    consumers.push(consumer);
    const notifications: unknown[] = [];
    await waitFor<void>((connected) =>
      consumer.subscribeNotifications(recruiter.id, (message) => notifications.push(message), {
        onConnected: connected,
      }),
    );
    const notification = {
      id: 1,
      is_read: false,
      message: "Nova candidatura",
      date: "2026-01-02T03:04:05.000Z",
      category: "applies",
    };
    await api.server.live.publish(`notifications:${recruiter.id}`, { notification });

    const progress = waitFor<unknown>((received) => {
      consumer.subscribeProgress("bulk-1", received, {
        onConnected: () => void api.server.live.publish(`progress:${recruiter.id}:bulk-1`, { percent: 30 }),
      });
    });
    expect(await progress).toEqual({ percent: 30 });
    expect(notifications).toEqual([{ notification }]);

    const rejected = await waitFor<string>((resolve) =>
      consumer.subscribeDownload(999_999, () => resolve("message"), {
        onConnected: () => resolve("connected"),
        onRejected: () => resolve("rejected"),
      }),
    );
    expect(rejected).toBe("rejected");
  });

  it("stops for good when its ticket was already spent", async () => {
    const { http } = await api.signedIn("recruiter");
    const recruiter = await getRecruiterProfile(http);
    const { ticket } = await getCableTicket(http);
    const first = createLiveConsumer({ baseUrl: api.server.url, ticket, webSocket: WebSocket });
    consumers.push(first);
    await waitFor<void>((connected) =>
      first.subscribeNotifications(recruiter.id, () => {}, { onConnected: connected }),
    );

    const second = createLiveConsumer({ baseUrl: api.server.url, ticket: () => ticket, webSocket: WebSocket });
    consumers.push(second);
    const willReconnect = await waitFor<boolean>((resolve) =>
      second.subscribeNotifications(recruiter.id, () => {}, { onDisconnected: resolve }),
    );
    expect(willReconnect).toBe(false);
  });
});
