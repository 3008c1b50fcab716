/**
 * More than one machine. Two API processes on one PostgreSQL; a message published on the bus by
 * anyone (here a third process's bus: the test's own) reaches @rails/actioncable clients held by either process,
 * in order, whole even when it is bigger than a NOTIFY payload. PostgreSQL only: PGlite is one process by design.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "../src/db/client";
import { type LiveBus, streams } from "../src/live/bus";
import { LIVE_CHANNEL, LiveMessageTooLargeError, MAX_MESSAGE_BYTES, postgresBus } from "../src/live/postgresBus";
import { actionCableConsumer, recruiterCookie, type TestConsumer } from "./support/cable";
import { createTestDatabase, tempDir } from "./support/databases";
import { createWorld, PASSWORD, type World } from "./support/fixtures";
import { type Spawned, spawnTs, waitForListening } from "./support/processes";

const MAIN = join("src", "main.ts");

describe("/cable across two API processes on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  let bus: LiveBus;
  let world: World;
  const dirs: string[] = [];
  const processes: Spawned[] = [];
  const urls: string[] = [];
  const consumers: TestConsumer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("cable_scale", { migrated: true });
    const dir = tempDir();
    dirs.push(dir);
    db = await openDatabase({ dataDir: dir, databaseUrl: database.url });
    world = await createWorld(db);
    for (let index = 0; index < 2; index += 1) {
      const dataDir = tempDir();
      dirs.push(dataDir);
      const spawned = spawnTs(MAIN, { PORT: "0", DATA_DIR: dataDir, DATABASE_URL: database.url, SEED_DEMO: "false" });
      processes.push(spawned);
      urls.push(await waitForListening(spawned));
    }
    bus = await postgresBus({ db, databaseUrl: database.url });
  }, 180_000);

  afterAll(async () => {
    for (const consumer of consumers) consumer.disconnect();
    for (const spawned of processes) spawned.child.kill("SIGTERM");
    await Promise.all(processes.map((spawned) => spawned.exited));
    await bus?.close();
    await db?.close();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const signIn = async (url: string) => {
    const response = await fetch(`${url}/api/v1/recruiters/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: world.recruiter.email, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };

  it("delivers a publish to sockets held by both processes, in order, a ticket from A opening B", async () => {
    const [a, b] = urls as [string, string];
    const token = await signIn(a);
    const ticketResponse = await fetch(`${a}/api/v1/recruiters/cable_tickets`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ticketResponse.status).toBe(201);
    const { ticket } = (await ticketResponse.json()) as { ticket: string };

    const onA = actionCableConsumer(a, { headers: recruiterCookie(token) });
    const onB = actionCableConsumer(b, { query: { ticket } });
    consumers.push(onA, onB);
    const params = { channel: "NotificationChannel", recruiter_id: world.recruiter.id };
    const subscriptionA = onA.subscribe(params);
    const subscriptionB = onB.subscribe(params);
    expect(await subscriptionA.answer).toBe("confirmed");
    expect(await subscriptionB.answer).toBe("confirmed");

    const sent = Array.from({ length: 20 }, (_, index) => ({ notification: { id: index, title: `Aviso ${index}` } }));
    for (const message of sent) await bus.publish(streams.notifications(world.recruiter.id), message);
    const deadline = Date.now() + 10_000;
    while ((subscriptionA.received.length < 20 || subscriptionB.received.length < 20) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(subscriptionA.received).toEqual(sent);
    expect(subscriptionB.received).toEqual(sent);

    // Bigger than a NOTIFY payload (8000 bytes): chunked, put back together whole, accents included.
    const big = { notification: { id: 99, body: "Ação já concluída — ".repeat(2000) } };
    const nextOnB = subscriptionB.nextMessage();
    await bus.publish(streams.notifications(world.recruiter.id), big);
    expect(await nextOnB).toEqual(big);
  });

  it("hears again after PostgreSQL drops the processes' listening connections", { timeout: 60_000 }, async () => {
    const [a] = urls as [string];
    const token = await signIn(a);
    const client = actionCableConsumer(a, { headers: recruiterCookie(token) });
    consumers.push(client);
    const subscription = client.subscribe({ channel: "NotificationChannel", recruiter_id: world.recruiter.id });
    expect(await subscription.answer).toBe("confirmed");

    const dropped = await queryRows<{ pid: number }>(
      db,
      sql`select pg_terminate_backend(pid) as pid from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN ${LIVE_CHANNEL}`}`,
    );
    // Process A, process B and this test's own bus.
    expect(dropped.length).toBeGreaterThanOrEqual(3);

    // Messages published before a process listens again are not heard there (see postgresBus.ts); it comes back.
    const deadline = Date.now() + 30_000;
    let attempt = 0;
    while (subscription.received.length === 0 && Date.now() < deadline) {
      attempt += 1;
      await bus.publish(streams.notifications(world.recruiter.id), { notification: { id: 1000 + attempt } });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(subscription.received.length).toBeGreaterThan(0);
    const next = subscription.nextMessage();
    await bus.publish(streams.notifications(world.recruiter.id), { notification: { id: 2000 } });
    expect(await next).toEqual({ notification: { id: 2000 } });
  });

  it("delivers every message published at the same instant, identical ones too, in the order published", async () => {
    const heard: unknown[] = [];
    const stop = bus.subscribe("test:burst", (message) => heard.push(message));
    try {
      const [a, b, c] = [{ n: "a" }, { n: "b" }, { n: "c" }];
      const sent = [a, a, b, c, c, a, b, ...Array.from({ length: 30 }, (_, index) => ({ n: index }))];
      await Promise.all(sent.map((message) => bus.publish("test:burst", message)));
      const deadline = Date.now() + 10_000;
      while (heard.length < sent.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(heard).toEqual(sent);
    } finally {
      stop();
    }
  });

  it("refuses a message above the bus's limit with a clear error", async () => {
    const tooBig = { blob: "x".repeat(MAX_MESSAGE_BYTES) };
    await expect(bus.publish(streams.notifications(world.recruiter.id), tooBig)).rejects.toThrow(
      LiveMessageTooLargeError,
    );
  });
});
