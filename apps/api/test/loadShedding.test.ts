/**
 * Load shedding: past the event-loop delay threshold, the API and server-rendered pages answer 503 with
 * Retry-After at once (the API's error body, in the caller's language) instead of queueing; static files still
 * load; once the loop keeps up again, answers are 200. The loop is blocked on purpose, in this process (the
 * server's), for longer than the plugin's one-second sample.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { RETRY_AFTER_SECONDS } from "../src/edge/loadShedding";
import type { RunningServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, startTestServer, type TestStorage } from "./support/databases";

const FIXTURE_BUILD = join(import.meta.dirname, "fixtures", "web-build");
const WAIT = { timeout: 120_000, interval: 50 };

/** Keeps the event loop busy (no timer, no I/O runs) for `ms`: what a long synchronous task does to a server. */
function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy on purpose
  }
}

/** The status a WebSocket handshake is answered: 101 when the socket opens (and is closed at once). */
function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ["actioncable-v1-json"]);
    socket.on("upgrade", (response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on("unexpected-response", (_request, response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      socket.terminate();
    });
    socket.on("error", reject);
  });
}

describe.each(DEFAULT_DATABASE)("load shedding on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "load_shedding");
    server = await startTestServer(storage, { SHED_EVENT_LOOP_DELAY_MS: "50", WEB_BUILD_DIR: FIXTURE_BUILD });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("answers 200 while the event loop keeps up", async () => {
    await vi.waitFor(async () => {
      const health = await fetch(`${server.url}/api/v1/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", database: kind });
    }, WAIT);
  });

  it("answers the API 503 with Retry-After and the error body while the loop lags, and still serves static files", async () => {
    const { health, asset } = await vi.waitFor(async () => {
      blockEventLoop(1500);
      const [health, asset] = await Promise.all([
        fetch(`${server.url}/api/v1/health`, { headers: { "accept-language": "en" } }),
        fetch(`${server.url}/assets/app-3f2a1b.js`),
      ]);
      expect(health.status).toBe(503);
      return { health, asset };
    }, WAIT);
    expect(health.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(health.headers.get("content-type")).toContain("application/json");
    expect(await health.json()).toEqual({
      error: {
        code: "server_busy",
        message: "The server is overloaded right now. Please try again in a few seconds.",
        request_id: health.headers.get("x-request-id"),
      },
    });
    expect(asset.status).toBe(200);
  });

  it("lets the server's calls to itself (a page's loaders) through while shedding", async () => {
    const inProcess = await vi.waitFor(async () => {
      blockEventLoop(1500);
      expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(503);
      return server.app.inject({ method: "GET", url: "/api/v1/health" });
    }, WAIT);
    expect(inProcess.statusCode).toBe(200);
  });

  it("answers a server-rendered page 503 in Portuguese by default", async () => {
    const page = await vi.waitFor(async () => {
      blockEventLoop(1500);
      const page = await fetch(`${server.url}/recruiters/candidates`);
      expect(page.status).toBe(503);
      return page;
    }, WAIT);
    expect(page.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(await page.text()).toBe("O servidor está sobrecarregado no momento. Tente de novo em alguns segundos.\n");
  });

  it("refuses to open a new /cable socket with 503", async () => {
    const status = await vi.waitFor(async () => {
      blockEventLoop(1500);
      const status = await upgradeStatus(`${server.url.replace(/^http/, "ws")}/cable`);
      expect(status).toBe(503);
      return status;
    }, WAIT);
    expect(status).toBe(503);
  });

  it("answers 200 again once the loop has caught up", async () => {
    blockEventLoop(1500);
    await vi.waitFor(async () => {
      expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    }, WAIT);
  });
});
