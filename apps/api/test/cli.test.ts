import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, createTestStorage, tempDir as newTempDir, type TestStorage } from "./support/databases";
import { closedPort, occupyPort, type Spawned, snapshot, spawnTs, waitForListening } from "./support/processes";

const MAIN = join("src", "main.ts");
const running: Spawned[] = [];
const tempDirs: string[] = [];

function tempDir(): string {
  const dir = newTempDir();
  tempDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const spawned of running) spawned.child.kill("SIGKILL");
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function lines(text: string): string[] {
  return text.split("\n").filter((line) => line.trim() !== "");
}

describe("npm start (src/main.ts) with bad input", () => {
  it("stops on a taken port with one line naming it, before creating the data dir", async () => {
    const { port, server } = await occupyPort();
    try {
      const dataDir = join(tempDir(), "data");
      const spawned = spawnTs(MAIN, { PORT: String(port), DATA_DIR: dataDir });
      expect(await spawned.exited).toBe(1);
      expect(lines(spawned.stderr())).toEqual([`Port ${port} is already in use. Stop the other process or set PORT.`]);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      server.close();
    }
  });

  it("stops within 10 s on an unreachable DATABASE_URL, with a clear line and nothing written", async () => {
    const port = await closedPort();
    const dataDir = join(tempDir(), "data");
    const started = Date.now();
    const spawned = spawnTs(MAIN, {
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://seleta:secret-pw@127.0.0.1:${port}/seleta`,
    });
    expect(await spawned.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    const [line, ...rest] = lines(spawned.stderr());
    expect(rest).toEqual([]);
    expect(line).toBe(
      `Cannot connect to PostgreSQL at 127.0.0.1:${port}/seleta (DATABASE_URL): connection refused (is PostgreSQL running on that port?).`,
    );
    expect(spawned.stderr() + spawned.stdout()).not.toContain("secret-pw");
    expect(existsSync(dataDir)).toBe(false);
  });

  it("stops on a bad variable with one line naming it", async () => {
    const spawned = spawnTs(MAIN, { PORT: "abc", DATA_DIR: join(tempDir(), "data") });
    expect(await spawned.exited).toBe(1);
    expect(lines(spawned.stderr())).toEqual([
      'Invalid configuration: PORT must be a whole number between 0 and 65535 (got "abc")',
    ]);
  });
});

describe("npm start (src/main.ts) on a data dir", () => {
  // A copy of the migrated template: this is about the lock and the shutdown; the first start of an empty data dir
  // (PGlite's initdb, every migration) is the next block's.
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await createTestStorage("pglite", "cli_lock");
  });
  afterAll(async () => {
    await storage?.cleanup();
  });

  it("serves, refuses a second process on the same data dir, and shuts down cleanly on SIGTERM", {
    timeout: 120_000,
  }, async () => {
    const dataDir = storage.dataDir;
    const first = spawnTs(MAIN, { PORT: "0", DATA_DIR: dataDir, SEED_DEMO: "false" });
    running.push(first);
    const url = await waitForListening(first);
    expect(await (await fetch(`${url}/api/v1/health`)).json()).toEqual({ status: "ok", database: "pglite" });

    const lockFile = join(dataDir, "seleta.lock");
    const lockBefore = readFileSync(lockFile, "utf8");
    const filesBefore = snapshot(dataDir);

    const second = spawnTs(MAIN, { PORT: "0", DATA_DIR: dataDir, SEED_DEMO: "false" });
    running.push(second);
    expect(await second.exited).toBe(1);
    const [line, ...rest] = lines(second.stderr());
    expect(rest).toEqual([]);
    expect(line).toContain(`lock file ${lockFile}`);
    expect(line).toContain(`process ${first.child.pid}`);

    expect(readFileSync(lockFile, "utf8")).toBe(lockBefore);
    expect(snapshot(dataDir)).toEqual(filesBefore);
    const health = await fetch(`${url}/api/v1/health`);
    expect(health.status).toBe(200);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
    expect(first.stderr()).toBe("");
  });
});

describe("npm start's first run", () => {
  it("seeds the demo into an empty data dir and prints its five accounts", { timeout: 240_000 }, async () => {
    const server = spawnTs(MAIN, { PORT: "0", DATA_DIR: tempDir() });
    running.push(server);
    await waitForListening(server, 230_000);
    for (const email of ["admin", "recruiter", "candidate", "newcandidate", "client"]) {
      expect(server.stdout()).toContain(`Demo account: ${email}@seleta.test / seleta-demo-2026`);
    }
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});

describe("npm run seed (src/cli/seed.ts)", () => {
  it("refuses a DATABASE_URL without SEED_DEMO=true", async () => {
    const spawned = spawnTs(join("src", "cli", "seed.ts"), { DATABASE_URL: "postgres://127.0.0.1:1/none" });
    expect(await spawned.exited).toBe(1);
    expect(lines(spawned.stderr())).toEqual([
      "Refusing to seed the demo data into DATABASE_URL: its accounts use a public password. Set SEED_DEMO=true to seed anyway.",
    ]);
  });

  it("refuses a --scale that is not a number of candidates", async () => {
    const spawned = spawnTs(join("src", "cli", "seed.ts"), {}, ["--scale", "lots"]);
    expect(await spawned.exited).toBe(1);
    expect(lines(spawned.stderr())).toEqual([
      '--scale must be a number of candidates between 10 and 5000000 (got "lots")',
    ]);
  });

  it("seeds a DATABASE_URL with SEED_DEMO=true once, logging what it seeded", async () => {
    const database = await createTestDatabase("cli_seed");
    try {
      const env = { DATABASE_URL: database.url, SEED_DEMO: "true" };
      const first = spawnTs(join("src", "cli", "seed.ts"), env, ["--scale", "50"]);
      expect(await first.exited).toBe(0);
      expect(first.stdout()).toMatch(
        /Seeded the demo data in [\d.]+ s: 3 businesses \(Seleta Executive Search, Seleta Tech, Seleta Finance & Legal\), 50 candidates, 75 applies/,
      );
      expect(first.stdout()).toContain("Demo account: admin@seleta.test / seleta-demo-2026");
      // Not a terminal: the progress bar writes one line per step.
      expect(lines(first.stderr()).at(-1)).toBe("[##############################] 16/16 counters");
      const second = spawnTs(join("src", "cli", "seed.ts"), env);
      expect(await second.exited).toBe(0);
      expect(second.stdout()).toContain("Demo data already seeded: nothing to do");
    } finally {
      await database.drop();
    }
  });
});
