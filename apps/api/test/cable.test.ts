/**
 * `/cable` speaks ActionCable to the unmodified @rails/actioncable client — welcome, pings,
 * subscriptions confirmed or rejected by channel and ownership, messages from the bus, tickets, sessions ending,
 * origins refused, malformed frames survived.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { streams } from "../src/live/bus";
import { MAX_FRAME_BYTES } from "../src/live/cable";
import { type RunningServer, startServer } from "../src/server";
import {
  actionCableConsumer,
  cableUrl,
  type Frame,
  identifierOf,
  openRaw,
  type RawCable,
  recruiterCookie,
  sleep,
  type TestConsumer,
} from "./support/cable";
import { createTestStorage, DATABASE_KINDS, type TestStorage, testConfig } from "./support/databases";
import { createWorld, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

const isType = (type: string) => (frame: Frame) => frame.type === type;

describe.each(DATABASE_KINDS)("/cable on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let call: ReturnType<typeof caller>;
  const opened: RawCable[] = [];
  const consumers: TestConsumer[] = [];

  const signIn = async (strategy: string, email: string) => {
    const response = await call("POST", `/${strategy}/sessions`, { body: { email, password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };
  const raw = async (options: Parameters<typeof openRaw>[1] & { query?: Record<string, string> } = {}) => {
    const cable = await openRaw(cableUrl(server.url, options.query), options);
    opened.push(cable);
    return cable;
  };
  const consumer = (options: Parameters<typeof actionCableConsumer>[1]) => {
    const created = actionCableConsumer(server.url, options);
    consumers.push(created);
    return created;
  };
  const ticketFor = async (token: string) => {
    const response = await call("POST", "/recruiters/cable_tickets", { token });
    expect(response.statusCode).toBe(201);
    return response.json() as { ticket: string; expires_at: string };
  };

  let recruiterToken: string;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "cable");
    server = await startServer(testConfig(storage), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    call = caller(server.app);
    recruiterToken = await signIn("recruiters", world.recruiter.email);
  });
  afterAll(async () => {
    for (const created of consumers) created.disconnect();
    for (const cable of opened) cable.socket.terminate();
    await server?.close();
    await storage?.cleanup();
  });

  it("welcomes a recruiter signed in by cookie on actioncable-v1-json, then pings every 3 s", {
    timeout: 20_000,
  }, async () => {
    const cable = await raw({ headers: recruiterCookie(recruiterToken) });
    expect(cable.socket.protocol).toBe("actioncable-v1-json");
    await cable.waitFor(isType("welcome"));
    expect(cable.frames[0]).toEqual({ type: "welcome" });
    const first = await cable.waitFor(isType("ping"), 5000);
    const firstAt = Date.now();
    const second = await cable.waitFor((frame) => frame.type === "ping" && frame !== first, 5000);
    const gap = Date.now() - firstAt;
    expect(gap).toBeGreaterThan(2500);
    expect(gap).toBeLessThan(3800);
    for (const ping of [first, second]) {
      expect(Object.keys(ping).sort()).toEqual(["message", "type"]);
      expect(Math.abs((ping.message as number) - Date.now() / 1000)).toBeLessThan(5);
    }
  });

  it("answers a client that speaks only another protocol with actioncable-unsupported and closes", async () => {
    const cable = await raw({ protocols: ["actioncable-v2-json", "actioncable-unsupported"] });
    expect(cable.socket.protocol).toBe("actioncable-unsupported");
    await cable.closed;
    expect(cable.frames).toEqual([]);
  });

  it("confirms the real client's own NotificationChannel and delivers what is published on the bus", async () => {
    const client = consumer({ headers: recruiterCookie(recruiterToken) });
    const notifications = client.subscribe({ channel: "NotificationChannel", recruiter_id: world.recruiter.id });
    expect(await notifications.answer).toBe("confirmed");
    const next = notifications.nextMessage();
    const sent = { notification: { id: 7, category: "new_apply", title: "Nova candidatura", created_at: new Date() } };
    await server.live.publish(streams.notifications(world.recruiter.id), sent);
    expect(await next).toEqual({
      notification: { ...sent.notification, created_at: sent.notification.created_at.toISOString() },
    });
    // Someone else's notifications do not reach this socket.
    await server.live.publish(streams.notifications(world.admin.id), { notification: { id: 8 } });
    await sleep(200);
    expect(notifications.received).toHaveLength(1);
  });

  it("rejects another recruiter's NotificationChannel, an unknown channel and a bad identifier", async () => {
    const client = consumer({ headers: recruiterCookie(recruiterToken) });
    const foreign = client.subscribe({ channel: "NotificationChannel", recruiter_id: world.admin.id });
    const unknown = client.subscribe({ channel: "AdminChannel", recruiter_id: world.recruiter.id });
    const prototype = client.subscribe({ channel: "toString" });
    const noId = client.subscribe({ channel: "NotificationChannel" });
    expect(await foreign.answer).toBe("rejected");
    expect(await unknown.answer).toBe("rejected");
    expect(await prototype.answer).toBe("rejected");
    expect(await noId.answer).toBe("rejected");
    // Publishing to the admin's stream reaches nobody here.
    await server.live.publish(streams.notifications(world.admin.id), { notification: { id: 9 } });
    await sleep(100);
    expect(foreign.received).toEqual([]);

    const cable = await raw({ headers: recruiterCookie(recruiterToken) });
    await cable.waitFor(isType("welcome"));
    cable.send({ command: "subscribe", identifier: "not json" });
    cable.send({ command: "subscribe", identifier: '["NotificationChannel"]' });
    expect(await cable.waitFor((frame) => frame.identifier === "not json")).toEqual({
      identifier: "not json",
      type: "reject_subscription",
    });
    expect(await cable.waitFor((frame) => frame.identifier === '["NotificationChannel"]')).toMatchObject({
      type: "reject_subscription",
    });
  });

  it("confirms RecruiterDownloadChannel for one's own download only", async () => {
    const download = async (recruiterId: number) => {
      const [row] = await server.db.drizzle
        .insert(schema.recruiterDownloads)
        .values({ business_id: world.business, recruiter_id: recruiterId, entity: "candidates", format: "csv" })
        .returning({ id: schema.recruiterDownloads.id });
      return row?.id as number;
    };
    const own = await download(world.recruiter.id);
    const others = await download(world.admin.id);
    const client = consumer({ headers: recruiterCookie(recruiterToken) });
    const mine = client.subscribe({ channel: "RecruiterDownloadChannel", id: own });
    const theirs = client.subscribe({ channel: "RecruiterDownloadChannel", id: others });
    const missing = client.subscribe({ channel: "RecruiterDownloadChannel", id: 999_999 });
    expect(await mine.answer).toBe("confirmed");
    expect(await theirs.answer).toBe("rejected");
    expect(await missing.answer).toBe("rejected");
    const next = mine.nextMessage();
    await server.live.publish(streams.download(own), { status: "processing", progress: 40 });
    expect(await next).toEqual({ status: "processing", progress: 40 });
  });

  it("confirms ProgressChannel under the caller's own id, and stops delivering after unsubscribe", async () => {
    const client = consumer({ headers: recruiterCookie(recruiterToken) });
    const progress = client.subscribe({ channel: "ProgressChannel", request_id: "req-42" });
    expect(await progress.answer).toBe("confirmed");
    expect(await client.subscribe({ channel: "ProgressChannel", request_id: "" }).answer).toBe("rejected");
    const next = progress.nextMessage();
    // The same request id under another recruiter is another stream.
    await server.live.publish(streams.progress(world.admin.id, "req-42"), { percent: 99 });
    await server.live.publish(streams.progress(world.recruiter.id, "req-42"), {
      message: "Processando...",
      percent: 50,
      file: null,
      error: null,
    });
    expect(await next).toEqual({ message: "Processando...", percent: 50, file: null, error: null });
    expect(progress.received).toHaveLength(1);

    progress.subscription.unsubscribe();
    await sleep(200);
    await server.live.publish(streams.progress(world.recruiter.id, "req-42"), { percent: 100 });
    await sleep(200);
    expect(progress.received).toHaveLength(1);
  });

  it("issues single-use tickets (SHA-256 only in the database) that open the socket once", async () => {
    expect((await call("POST", "/recruiters/cable_tickets")).statusCode).toBe(401);
    const candidateToken = await signIn("candidates", world.candidate.email);
    expect((await call("POST", "/recruiters/cable_tickets", { token: candidateToken })).statusCode).toBe(403);

    const before = Date.now();
    const { ticket, expires_at } = await ticketFor(recruiterToken);
    const lifetime = Date.parse(expires_at) - before;
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(61_000);
    const stored = await queryRows<{ token_hash: string }>(
      server.db,
      sql`select token_hash from cable_tickets order by id desc limit 1`,
    );
    expect(stored[0]?.token_hash).toBe(createHash("sha256").update(ticket).digest("hex"));

    const client = consumer({ query: { ticket } });
    const notifications = client.subscribe({ channel: "NotificationChannel", recruiter_id: world.recruiter.id });
    expect(await notifications.answer).toBe("confirmed");

    const again = await raw({ query: { ticket } });
    expect(await again.waitFor(isType("disconnect"))).toEqual({
      type: "disconnect",
      reason: "unauthorized",
      reconnect: false,
    });
    await again.closed;
    expect(again.frames.some(isType("welcome"))).toBe(false);
  });

  it("disconnects an expired ticket, a made-up ticket, no credentials and other kinds of account as unauthorized", async () => {
    const { ticket } = await ticketFor(recruiterToken);
    await queryRows(server.db, sql`update cable_tickets set expires_at = now() - interval '1 second'`);
    const client = consumer({ query: { ticket } });
    const subscription = client.subscribe({ channel: "NotificationChannel", recruiter_id: world.recruiter.id });
    expect(await subscription.disconnected).toEqual({ willAttemptReconnect: false });
    expect(client.willReconnect()).toBe(false);

    const candidateToken = await signIn("candidates", world.candidate.email);
    const clientContactToken = await signIn("client_contacts", world.clientContact.email);
    for (const options of [
      { query: { ticket: "made-up" } },
      {},
      { headers: recruiterCookie("not-a-session") },
      { headers: { cookie: `auth._token.candidates=${candidateToken}` } },
      { headers: { authorization: `Bearer ${candidateToken}` } },
      { headers: { authorization: `Bearer ${clientContactToken}` } },
    ]) {
      const cable = await raw(options);
      expect(await cable.waitFor(isType("disconnect"))).toEqual({
        type: "disconnect",
        reason: "unauthorized",
        reconnect: false,
      });
      await cable.closed;
      expect(cable.frames).toHaveLength(1);
    }
  });

  it("disconnects the socket of a session that signs out, and the client does not come back", {
    timeout: 20_000,
  }, async () => {
    const token = await signIn("recruiters", world.recruiter.email);
    const client = consumer({ headers: recruiterCookie(token) });
    const notifications = client.subscribe({ channel: "NotificationChannel", recruiter_id: world.recruiter.id });
    expect(await notifications.answer).toBe("confirmed");
    const cable = await raw({ headers: recruiterCookie(token) });
    await cable.waitFor(isType("welcome"));

    expect((await call("DELETE", "/recruiters/sessions", { token })).statusCode).toBeLessThan(300);
    const started = Date.now();
    expect(await cable.waitFor(isType("disconnect"), 8000)).toEqual({
      type: "disconnect",
      reason: "unauthorized",
      reconnect: false,
    });
    expect(Date.now() - started).toBeLessThan(7000);
    expect(await notifications.disconnected).toEqual({ willAttemptReconnect: false });
    expect(client.willReconnect()).toBe(false);
  });

  it("refuses the handshake from an origin outside the business domains, and accepts its own and theirs", async () => {
    await expect(
      raw({ headers: { ...recruiterCookie(recruiterToken), origin: "https://evil.example" } }),
    ).rejects.toThrow("HTTP 403");
    await expect(raw({ headers: { origin: "null" } })).rejects.toThrow("HTTP 403");
    // Another port or scheme of a business's host is another program: only the exact origins are theirs.
    for (const origin of ["http://tech.localhost:5173", "https://localhost"]) {
      await expect(raw({ headers: { ...recruiterCookie(recruiterToken), origin } }), origin).rejects.toThrow(
        "HTTP 403",
      );
    }
    const port = new URL(server.url).port;
    for (const origin of [server.url, `http://tech.localhost:${port}`, `http://localhost:${port}`]) {
      const cable = await raw({ headers: { ...recruiterCookie(recruiterToken), origin } });
      await cable.waitFor(isType("welcome"));
    }
    // A plain GET (no upgrade) finds nothing there, as in Rails.
    expect((await fetch(`${server.url}/cable`)).status).toBe(404);
  });

  it("survives malformed frames: the socket stays up, an oversized one is closed, the server answers", async () => {
    const cable = await raw({ headers: recruiterCookie(recruiterToken) });
    await cable.waitFor(isType("welcome"));
    for (const frame of [
      "not json",
      "[1,2,3]",
      "null",
      '"text"',
      "{}",
      JSON.stringify({ command: "explode", identifier: "{}" }),
      JSON.stringify({ command: "subscribe", identifier: { channel: "NotificationChannel" } }),
      JSON.stringify({ command: "subscribe" }),
      JSON.stringify({ command: "message", identifier: "{}", data: "not json" }),
      JSON.stringify({ command: "unsubscribe", identifier: "never subscribed" }),
      JSON.stringify({ command: "subscribe", identifier: "x".repeat(5000) }),
      "\u0000\uffff",
    ]) {
      cable.send(frame);
    }
    cable.socket.send(Buffer.from([0, 1, 2]), { binary: true });
    const identifier = identifierOf({ channel: "NotificationChannel", recruiter_id: world.recruiter.id });
    cable.send({ command: "subscribe", identifier });
    expect(await cable.waitFor((frame) => frame.identifier === identifier)).toEqual({
      identifier,
      type: "confirm_subscription",
    });
    // Only the answers a client can use came back: the welcome and the confirmation (maybe a ping).
    expect(cable.frames.filter((frame) => frame.type !== "ping")).toHaveLength(2);

    const huge = await raw({ headers: recruiterCookie(recruiterToken) });
    await huge.waitFor(isType("welcome"));
    huge.send({ command: "subscribe", identifier: "x".repeat(MAX_FRAME_BYTES + 1) });
    expect((await huge.closed).code).toBe(1009);

    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    const after = await raw({ headers: recruiterCookie(recruiterToken) });
    await after.waitFor(isType("welcome"));
    expect(cable.socket.readyState).toBe(cable.socket.OPEN);
  });

  it("tells every socket on shutdown: disconnect, server_restart, reconnect", async () => {
    const cable = await raw({ headers: recruiterCookie(recruiterToken) });
    await cable.waitFor(isType("welcome"));
    await server.close();
    expect(await cable.waitFor(isType("disconnect"))).toEqual({
      type: "disconnect",
      reason: "server_restart",
      reconnect: true,
    });
  });
});
