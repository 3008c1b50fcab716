/**
 * The job runner on pg-boss over our own connections (PGlite and PostgreSQL), its graceful stop,
 * and what a restart does with the rows of jobs that were running when the process went away.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../src/db/client";
import * as schema from "../src/db/schema";
import { type Jobs, openJobs, QUEUES, throwIfInterrupted } from "../src/jobs";
import { bossDb } from "../src/jobs/bossDb";
import { progressGate } from "../src/jobs/progress";
import { RESTARTED } from "../src/jobs/recovery";
import { inProcessBus, streams } from "../src/live/bus";
import { startServer } from "../src/server";
import { uploadSettings } from "../src/uploads/settings";
import {
  createTestStorage,
  DATABASE_KINDS,
  openMigratedDatabase,
  type TestStorage,
  testConfig,
} from "./support/databases";
import { createWorld, insert, PASSWORD, type World } from "./support/fixtures";
import { caller } from "./support/http";

const silent = { info() {}, warn() {}, error() {} };

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("Timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("progressGate", () => {
  it("lets a report through only when the percentage moved and 250 ms have passed", () => {
    const gate = progressGate(250);
    expect(gate(0, 0)).toBe(true);
    expect(gate(5, 100)).toBe(false);
    expect(gate(5, 260)).toBe(true);
    expect(gate(5, 600)).toBe(false);
    expect(gate(6, 600)).toBe(true);
  });
});

describe.each(DATABASE_KINDS)("background jobs on %s", (kind) => {
  let storage: TestStorage;
  let db: Database;
  let world: World;
  let jobs: Jobs | undefined;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "jobs");
    db = await openMigratedDatabase(storage);
    world = await createWorld(db);
  });

  afterAll(async () => {
    await jobs?.stop();
    await db?.close();
    await storage?.cleanup();
  });

  it("runs a queued job with its data, and a stop interrupts a running handler that then records its state", async () => {
    const live = inProcessBus();
    jobs = await openJobs({ db, live, log: silent, config: { pollingIntervalSeconds: 0.5 } });
    const seen: unknown[] = [];
    await jobs.work<{ n: number }>("smoke", async (data) => {
      seen.push(data);
    });
    await jobs.send("smoke", { n: 42 });
    await waitFor(async () => (seen.length > 0 ? true : undefined));
    expect(seen).toEqual([{ n: 42 }]);

    let started = false;
    let outcome = "";
    await jobs.work("hang", async (_data, { signal }) => {
      started = true;
      try {
        while (true) {
          throwIfInterrupted(signal);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } catch (error) {
        outcome = (error as Error).name;
      }
    });
    await jobs.send("hang", {});
    await waitFor(async () => (started ? true : undefined));
    await jobs.stop();
    expect(outcome).toBe("JobInterrupted");
    jobs = undefined;
  });

  it("ends rows whose job died with the server in error, with the restart message on their channel", async () => {
    const insertDownload = async (locale: string) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into recruiter_downloads (business_id, recruiter_id, entity, format, params)
            values (${world.business}, ${world.admin.id}, 'candidates', 'csv', ${JSON.stringify({ locale })}::jsonb)
            returning id`,
      );
      return Number(row?.id);
    };
    // What a crash leaves: a row `processing`, its pg-boss job `active`, nobody running it.
    const crashed = await insertDownload("en");
    const boss = new PgBoss({ db: bossDb(db) as PgBoss.Db, schedule: false, supervise: false });
    await boss.start();
    await boss.createQueue(QUEUES.download, { name: QUEUES.download });
    await boss.send(QUEUES.download, { id: crashed });
    const [fetched] = (await boss.fetch(QUEUES.download)) ?? [];
    expect(fetched?.data).toEqual({ id: crashed });
    // A row whose job never got queued (the process died between the insert and the send).
    const unqueued = await insertDownload("pt-BR");
    const [task] = await queryRows<{ id: number }>(
      db,
      sql`insert into background_tasks (business_id, recruiter_id, request_id, kind, entity)
          values (${world.business}, ${world.admin.id}, 'req-1', 'bulk_delete', 'candidates') returning id`,
    );
    await boss.stop({ graceful: false, close: false });

    const live = inProcessBus();
    const heard: unknown[] = [];
    live.subscribe(streams.download(crashed), (message) => heard.push(message));
    live.subscribe(streams.progress(world.admin.id, "req-1"), (message) => heard.push(message));
    // PostgreSQL: several processes may share the queue, so only a row that has not moved for a while is dead.
    jobs = await openJobs({ db, live, log: silent, config: { staleAfterMs: kind === "postgres" ? 0 : 60_000 } });

    const rows = await queryRows<{ id: number; status: string; progress: number; error_message: string }>(
      db,
      sql`select id, status, progress, error_message from recruiter_downloads where id in (${crashed}, ${unqueued}) order by id`,
    );
    expect(rows.map((row) => [row.status, row.progress, row.error_message])).toEqual([
      ["error", 100, RESTARTED.en],
      ["error", 100, RESTARTED["pt-BR"]],
    ]);
    const [taskRow] = await queryRows<{ status: string; error_message: string }>(
      db,
      sql`select status, error_message from background_tasks where id = ${task?.id}`,
    );
    expect(taskRow).toEqual({ status: "error", error_message: RESTARTED["pt-BR"] });
    expect(heard).toEqual([
      { status: "error", progress: 100, message: RESTARTED.en },
      { message: RESTARTED["pt-BR"], percent: 100, error: true },
    ]);
    await jobs.stop();
    jobs = undefined;
  });

  it("leaves a row alone while its job waits, and runs that job after a restart (the export completes)", async () => {
    const second = await insert(db, schema.candidates, {
      business_id: world.business,
      name: "Segunda Página",
      email: "second@test.example",
      status: 3,
    });
    const params = {
      locale: "pt-BR",
      entity_collection: {
        collections: [world.candidate.id, second].map((id) => ({ reference_type: "Candidate", reference_id: id })),
      },
    };
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into recruiter_downloads (business_id, recruiter_id, entity, format, params)
          values (${world.business}, ${world.admin.id}, 'candidates', 'csv', ${JSON.stringify(params)}::jsonb)
          returning id`,
    );
    const id = Number(row?.id);
    // Queued by a process that stopped before any worker took it.
    const boss = new PgBoss({ db: bossDb(db) as PgBoss.Db, schedule: false, supervise: false });
    await boss.start();
    await boss.createQueue(QUEUES.download, { name: QUEUES.download });
    await boss.send(QUEUES.download, { id });
    await boss.stop({ graceful: false, close: false });

    // The export worker of the next start takes it: the file is written and the row completes.
    const uploads = uploadSettings({ dataDir: storage.dataDir, uploads: { maxMb: 10, quotaMb: 50, perHour: 60 } });
    jobs = await openJobs({
      db,
      live: inProcessBus(),
      uploads,
      log: silent,
      config: { staleAfterMs: 0, exportPageSize: 1 },
    });
    const [ended] = await waitFor(async () => {
      const rows = await queryRows<{ status: string; storage_name: string | null; error_message: string | null }>(
        db,
        sql`select status, storage_name, error_message from recruiter_downloads where id = ${id} and status <> 'processing'`,
      );
      return rows.length > 0 ? rows : undefined;
    });
    expect(ended).toMatchObject({ status: "completed", error_message: null });
    expect(ended?.storage_name).toMatch(/\.csv$/);
    // One row per page: the keyset crossed pages without losing or repeating a row.
    const stream = await uploads.storage.open(String(ended?.storage_name));
    let text = "";
    for await (const chunk of stream ?? []) text += chunk;
    expect(text).toContain("Carla Candidata");
    expect(text).toContain("Segunda Página");
    expect(text.trimEnd().split("\r\n")).toHaveLength(3);
  });
});

describe("a server stopped in the middle of an export, on postgres", () => {
  let storage: TestStorage;

  afterAll(async () => {
    await storage?.cleanup();
  });

  it("ends the export in error with the restart message, and the next start leaves it so", async () => {
    storage = await createTestStorage("postgres", "jobs_restart");
    const first = await startServer(testConfig(storage), { authLimits: { sessionsPerMinute: 1000 } });
    const world = await createWorld(first.db);
    const call = caller(first.app);
    const signIn = await call("POST", "/recruiters/sessions", {
      body: { email: world.admin.email, password: PASSWORD },
    });
    const token = signIn.json().token as string;
    // What the job publishes (with PostgreSQL the bus delivers through NOTIFY, after this server has closed).
    const heard: unknown[] = [];
    const publish = first.live.publish.bind(first.live);
    first.live.publish = async (stream, message) => {
      if (stream.startsWith("recruiter_download:")) heard.push(message);
      return publish(stream, message);
    };
    const locker = new pg.Client({ connectionString: storage.databaseUrl });
    const watcher = new pg.Client({ connectionString: storage.databaseUrl });
    await locker.connect();
    await watcher.connect();
    try {
      // Another session holds the candidates table: the export's first query waits on it, mid-job.
      await locker.query("begin");
      await locker.query("lock table candidates in access exclusive mode");
      const response = await call("POST", "/recruiters/recruiter_downloads", {
        token,
        body: { recruiter_download: { entity: "candidates", file_type: "xlsx" } },
        headers: { "accept-language": "en" },
      });
      expect(response.statusCode).toBe(201);
      const id = response.json().recruiter_download.id as number;

      await waitFor(async () => {
        // Another session: the statistics views are a snapshot per transaction, and the locker's stays open.
        const { rows } = await watcher.query(
          "select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%candidates%'",
        );
        return rows.length > 0 ? true : undefined;
      });
      const closing = first.close();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await locker.query("rollback");
      await closing;

      const second = await startServer(testConfig(storage));
      try {
        const [row] = await queryRows<{ status: string; progress: number; error_message: string }>(
          second.db,
          sql`select status, progress, error_message from recruiter_downloads where id = ${id}`,
        );
        expect(row).toEqual({ status: "error", progress: 100, error_message: RESTARTED.en });
        expect(heard.at(-1)).toEqual({ status: "error", progress: 100, message: RESTARTED.en });
      } finally {
        await second.close();
      }
    } finally {
      await locker.end();
      await watcher.end();
    }
  });
});
