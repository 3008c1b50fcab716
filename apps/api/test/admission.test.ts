/**
 * Admission control over real HTTP: with two slots and a queue of two, a burst of ten sign-ins is answered two at
 * a time, two wait, and the six others get load shedding's 503 with Retry-After at once; the slots come back when
 * requests end — answered, failed, or abandoned by their client, served or waiting. A request is held in flight by
 * its body: the client sends the headers and half the body, and the rest only when the test says.
 */
import http from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { RETRY_AFTER_SECONDS } from "../src/edge/loadShedding";
import type { RunningServer } from "../src/server";
import { createTestStorage, DATABASE_KINDS, startTestServer, type TestStorage } from "./support/databases";
import { createWorld, PASSWORD, type World } from "./support/fixtures";

const WAIT = { timeout: 60_000, interval: 20 };

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A sign-in whose body is half sent: it holds its slot (or its place in the queue) until `finish` or `abort`. */
type Held = {
  answer: Promise<Answer>;
  /** The answer once it came (undefined before). */
  answered(): Answer | undefined;
  /** Sends the rest of the body (`broken`: a body that is not JSON). */
  finish(broken?: boolean): void;
  /** The client goes away. */
  abort(): void;
};

/** Every request a test held, aborted after it whatever happened (a failed test leaves no slot taken). */
const allHeld: Held[] = [];

function heldSignIn(url: string, email: string, language: string): Held {
  return heldPost(`${url}/api/v1/recruiters/sessions`, { email, password: PASSWORD }, { "accept-language": language });
}

function heldPost(url: string, json: unknown, headers: Record<string, string> = {}): Held {
  const body = JSON.stringify(json);
  const cut = 10;
  const request = http.request(url, {
    method: "POST",
    agent: false,
    headers: { "content-type": "application/json", "content-length": body.length, ...headers },
  });
  let received: Answer | undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        received = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        };
        resolve(received);
      });
    });
    request.on("error", reject);
  });
  // An aborted request's rejection is expected; the tests that abort never read its answer.
  answer.catch(() => {});
  request.write(body.slice(0, cut));
  const held: Held = {
    answer,
    answered: () => received,
    finish: (broken = false) => request.end(broken ? `${body.slice(cut, -1)}!` : body.slice(cut)),
    abort: () => request.destroy(),
  };
  allHeld.push(held);
  return held;
}

/** The status a WebSocket handshake is answered: 101 when the socket opens (which is returned open). */
function openSocket(url: string): Promise<{ status: number; socket: WebSocket }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ["actioncable-v1-json"]);
    socket.on("upgrade", (response) => resolve({ status: response.statusCode ?? 0, socket }));
    socket.on("unexpected-response", (_request, response) => {
      resolve({ status: response.statusCode ?? 0, socket });
      response.resume();
      socket.terminate();
    });
    socket.on("error", reject);
  });
}

describe.each(DATABASE_KINDS)("admission control on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let shortStorage: TestStorage;
  let shortQueue: RunningServer;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "admission");
    server = await startTestServer(storage, {
      MAX_CONCURRENT_REQUESTS: "2",
      MAX_QUEUED_REQUESTS: "2",
      QUEUE_TIMEOUT_MS: "120000",
    });
    world = await createWorld(server.db);
    shortStorage = await createTestStorage(kind, "admission_deadline");
    shortQueue = await startTestServer(shortStorage, {
      MAX_CONCURRENT_REQUESTS: "1",
      MAX_QUEUED_REQUESTS: "5",
      QUEUE_TIMEOUT_MS: "300",
    });
  });
  afterEach(() => {
    for (const held of allHeld.splice(0)) held.abort();
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
    await shortQueue?.close();
    await shortStorage?.cleanup();
  });

  /** Waits until the server serves `running` requests and holds `waiting` in its queue. */
  async function untilAdmission(running: number, waiting: number, on = server) {
    await vi.waitFor(() => {
      expect({ running: on.app.admission.running, waiting: on.app.admission.waiting }).toEqual({ running, waiting });
    }, WAIT);
  }

  it("serves two at once, queues two, refuses the rest at once with 503 and Retry-After, and gives the slots back", async () => {
    const burst = Array.from({ length: 10 }, () => heldSignIn(server.url, world.admin.email, "en"));
    await vi.waitFor(() => {
      expect(burst.filter((request) => request.answered()).length).toBe(6);
    }, WAIT);
    await untilAdmission(2, 2);
    for (const request of burst) {
      const refused = request.answered();
      if (!refused) continue;
      expect(refused.status).toBe(503);
      expect(refused.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
      expect(JSON.parse(refused.body)).toEqual({
        error: {
          code: "server_busy",
          message: "The server is overloaded right now. Please try again in a few seconds.",
          request_id: refused.headers["x-request-id"],
        },
      });
    }

    const held = burst.filter((request) => !request.answered());
    for (const request of held) request.finish();
    const served = await Promise.all(held.map((request) => request.answer));
    expect(served.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    for (const answer of served) expect(JSON.parse(answer.body).token).toEqual(expect.any(String));
    for (const request of burst) request.abort();

    await untilAdmission(0, 0);
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
  });

  it("gives a slot back when the request fails or its client goes away, served or waiting", async () => {
    const [a, b] = [heldSignIn(server.url, world.admin.email, "en"), heldSignIn(server.url, world.admin.email, "en")];
    await untilAdmission(2, 0);
    const c = heldSignIn(server.url, world.admin.email, "en");
    await untilAdmission(2, 1);
    const d = heldSignIn(server.url, world.admin.email, "en");
    await untilAdmission(2, 2);

    d.abort(); // waiting: it leaves the queue
    await untilAdmission(2, 1);
    a.abort(); // served: its slot goes to c
    await untilAdmission(2, 0);
    b.finish(true); // a body that is not JSON: 400, and the slot comes back
    expect((await b.answer).status).toBe(400);
    await untilAdmission(1, 0);
    c.finish();
    expect((await c.answer).status).toBe(200);

    await untilAdmission(0, 0);
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
  });

  it("answers a request still waiting at its deadline 503, in Portuguese by default", async () => {
    const served = heldSignIn(shortQueue.url, world.admin.email, "pt-BR");
    await untilAdmission(1, 0, shortQueue);
    const waiting = await fetch(`${shortQueue.url}/api/v1/health`);
    expect(waiting.status).toBe(503);
    expect(waiting.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect((await waiting.json()).error.message).toBe(
      "O servidor está sobrecarregado no momento. Tente de novo em alguns segundos.",
    );
    served.abort();
    await untilAdmission(0, 0, shortQueue);
    expect((await fetch(`${shortQueue.url}/api/v1/health`)).status).toBe(200);
  });

  it("serves reviewers' ratings in their own lane, taking none of the common slots", async () => {
    const rating = (uid: string) =>
      heldPost(
        `${server.url}/api/v1/shortlist_relationships/${uid}/like_candidates/`,
        { like_candidate: { apply_id: 1, type_avaliation: 1, like_avaliation: true } },
        { authorization: "Bearer not-a-token", "accept-language": "en" },
      );
    // Every common slot taken and the common queue full.
    const common = Array.from({ length: 4 }, () => heldSignIn(server.url, world.admin.email, "en"));
    await untilAdmission(2, 2);
    // Three ratings held in flight are served at once, in the ratings' lane.
    const ratings = ["uidheld00001", "uidheld00002", "uidheld00003"].map(rating);
    await vi.waitFor(() => expect(server.app.reviewAdmission.running).toBe(3), WAIT);
    await untilAdmission(2, 2);
    for (const held of ratings) held.finish();
    // An unknown link: its answer, not the common queue's 503.
    for (const answer of await Promise.all(ratings.map((held) => held.answer))) expect(answer.status).toBe(401);
    await vi.waitFor(() => expect(server.app.reviewAdmission.running).toBe(0), WAIT);
    // Other calls still wait in the common lane: the queue is full, so the next sign-in is refused.
    const refused = heldSignIn(server.url, world.admin.email, "en");
    refused.finish();
    expect((await refused.answer).status).toBe(503);
    for (const held of common) held.abort();
    await untilAdmission(0, 0);
  });

  it("lets the server's calls to itself (a page's loaders) through while every slot is taken", async () => {
    const [a, b] = [heldSignIn(server.url, world.admin.email, "en"), heldSignIn(server.url, world.admin.email, "en")];
    await untilAdmission(2, 0);
    const inProcess = await server.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(inProcess.statusCode).toBe(200);
    a.abort();
    b.abort();
    await untilAdmission(0, 0);
  });

  it("lets signed-in /cable sockets stay open without holding the slots the next requests need", async () => {
    const signIn = await fetch(`${server.url}/api/v1/recruiters/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: world.admin.email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const sockets: WebSocket[] = [];
    try {
      // Three sockets stay open on a server that serves two requests at once: each opens, and so does a request.
      for (let opened = 0; opened < 3; opened += 1) {
        const socket = new WebSocket(`${server.url.replace(/^http/, "ws")}/cable`, ["actioncable-v1-json"], {
          headers: { authorization: `Bearer ${token}` },
        });
        sockets.push(socket);
        const welcome = await new Promise<string>((resolve, reject) => {
          socket.once("message", (data) => resolve(String(data)));
          socket.once("unexpected-response", (_request, response) => reject(new Error(`${response.statusCode}`)));
          socket.once("error", reject);
        });
        expect(JSON.parse(welcome)).toMatchObject({ type: "welcome" });
      }
      await untilAdmission(0, 0);
      expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    } finally {
      for (const socket of sockets) socket.terminate();
    }
  });

  it("a new /cable socket waits for a slot like a request, and holds none once open", async () => {
    const [a, b] = [heldSignIn(server.url, world.admin.email, "en"), heldSignIn(server.url, world.admin.email, "en")];
    await untilAdmission(2, 0);
    const opening = openSocket(`${server.url.replace(/^http/, "ws")}/cable`);
    await untilAdmission(2, 1);
    a.abort();
    const { status, socket } = await opening;
    expect(status).toBe(101);
    await untilAdmission(1, 0);
    b.abort();
    await untilAdmission(0, 0);
    socket.terminate();
  });
});
