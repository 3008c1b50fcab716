import { existsSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client";
import type { RunningServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, startTestServer, type TestStorage } from "./support/databases";

describe.each(DEFAULT_DATABASE)("API on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "api");
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("answers GET /api/v1/health with the database in use", async () => {
    const response = await fetch(`${server.url}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ status: "ok", database: kind });
  });

  it("creates the pg_trgm and unaccent extensions in its migrations", async () => {
    const extensions = await queryRows<{ extname: string }>(
      server.db,
      sql`select extname from pg_extension where extname in ('pg_trgm', 'unaccent') order by extname`,
    );
    expect(extensions.map((row) => row.extname)).toEqual(["pg_trgm", "unaccent"]);
    const [row] = await queryRows<{ plain: string; similarity: number; matches: boolean }>(
      server.db,
      sql`select unaccent('São Paulo, Jundiaí') as plain,
                 similarity('Seleta Executive Search', 'Seleta Executiv') as similarity,
                 'Gestão Financeira' % 'gestao financeira' as matches`,
    );
    expect(row?.plain).toBe("Sao Paulo, Jundiai");
    expect(Number(row?.similarity)).toBeGreaterThan(0.5);
    expect(row?.matches).toBe(true);
  });

  it("creates the entity tables and the server's own", async () => {
    const tables = await queryRows<{ table_name: string }>(
      server.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(["businesses", "candidates", "seed_runs", "sessions", "auth_tokens", "outbox"]),
    );
  });

  it("echoes an incoming x-request-id and generates one otherwise", async () => {
    const given = await fetch(`${server.url}/api/v1/health`, { headers: { "x-request-id": "trace-abc.123" } });
    expect(given.headers.get("x-request-id")).toBe("trace-abc.123");
    const generated = await fetch(`${server.url}/api/v1/health`);
    const id = generated.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const another = await fetch(`${server.url}/api/v1/health`);
    expect(another.headers.get("x-request-id")).not.toBe(id);
  });

  it("answers an unknown /api/v1 route with 404 and the JSON error body", async () => {
    const response = await fetch(`${server.url}/api/v1/no-such-thing`, { headers: { "x-request-id": "req-404" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: "No route GET /api/v1/no-such-thing.", request_id: "req-404" },
    });
  });

  it("answers a non-API path with 503 and what to do while the web app is not built", async () => {
    const response = await fetch(`${server.url}/jobs`);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("Seleta web app is not built: run npm run build\n");
  });

  it("keeps PGlite's files in the data dir only when it uses PGlite", () => {
    expect(existsSync(join(storage.dataDir, "db"))).toBe(kind === "pglite");
    expect(existsSync(join(storage.dataDir, "seleta.lock"))).toBe(kind === "pglite");
  });

  // Closes the database: keep this test last in the block.
  it("answers health with 503 and the error body when the database fails", async () => {
    await server.db.close();
    const response = await fetch(`${server.url}/api/v1/health`, { headers: { "x-request-id": "req-503" } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: "database_unavailable", message: "The database is not available.", request_id: "req-503" },
    });
  });
});
