import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { createDatabase, dropDatabase } from "../../../../scripts/lib/postgres.mjs";
import { type Config, loadConfig } from "../../src/config";
import type { DatabaseKind } from "../../src/db/client";
import { type RunningServer, startServer } from "../../src/server";

/** Every API behaviour is checked on both databases. */
export const DATABASE_KINDS: DatabaseKind[] = ["pglite", "postgres"];

export function tempDir(prefix = "seleta-test-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A fresh database on the tests' PostgreSQL server, dropped by `drop()`. */
export async function createTestDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = inject("postgresServerUrl");
  const name = `seleta_${label}_${randomBytes(4).toString("hex")}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  const url = await createDatabase(serverUrl, name);
  return { url, drop: () => dropDatabase(serverUrl, name) };
}

/** Where a test server keeps its data: a temp data dir, plus a fresh PostgreSQL database for "postgres". */
export type TestStorage = {
  kind: DatabaseKind;
  dataDir: string;
  databaseUrl: string | undefined;
  cleanup(): Promise<void>;
};

export async function createTestStorage(kind: DatabaseKind, label: string): Promise<TestStorage> {
  const dataDir = tempDir();
  const database = kind === "postgres" ? await createTestDatabase(label) : undefined;
  return {
    kind,
    dataDir,
    databaseUrl: database?.url,
    async cleanup() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Test configuration: a free port on loopback, no web build, quiet logs; `env` overrides. */
export function testConfig(storage: TestStorage, env: Record<string, string> = {}): Config {
  return loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl,
    WEB_BUILD_DIR: join(storage.dataDir, "no-web-build"),
    LOG_LEVEL: "silent",
    ...env,
  });
}

export async function startTestServer(storage: TestStorage, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(testConfig(storage, env));
}
