/** OpenAPI 3 at /api/v1/openapi.json from the routes' zod schemas; Swagger UI in development only. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
};

/** The API routes a caller can call: Fastify's automatic HEAD, the CORS preflight and Swagger UI's files aside. */
function callableApiRoutes(server: RunningServer): string[] {
  return server.routes
    .filter(({ method, url }) => url.startsWith("/api/v1/") && method !== "HEAD" && method !== "OPTIONS")
    .filter(({ url }) => !url.startsWith("/api/v1/docs"))
    .map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, "{$1}")}`);
}

describe.each(DEFAULT_DATABASE)("OpenAPI on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let document: Document;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "openapi");
    server = await startServer(testConfig(storage));
    const response = await fetch(`${server.url}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as Document;
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("is an OpenAPI 3 document", () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
  });

  it("documents every route registered under /api/v1, and nothing else", () => {
    const routes = callableApiRoutes(server);
    expect(routes.length).toBeGreaterThan(15);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(routes.sort());
  });

  it("takes request and response shapes from the routes' zod schemas", () => {
    const put = document.paths["/api/v1/recruiters/business.json"]?.put;
    expect(JSON.stringify(put?.requestBody)).toContain("business_selected");
    const config = document.paths["/api/v1/businesses/config"]?.get;
    expect(JSON.stringify(config?.responses?.["200"])).toContain("social_credentials");
    const signIn = document.paths["/api/v1/recruiters/sessions"]?.post;
    expect(JSON.stringify(signIn?.requestBody)).toMatch(/"email".*"password"|"password".*"email"/);
  });

  it("serves Swagger UI in development", async () => {
    const response = await fetch(`${server.url}/api/v1/docs/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("swagger");
  });
});

describe("OpenAPI in production", () => {
  let storage: TestStorage;
  let server: RunningServer;

  beforeAll(async () => {
    storage = await createTestStorage("pglite", "openapi-production");
    server = await startServer(testConfig(storage, { NODE_ENV: "production" }));
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("serves the document but not Swagger UI", async () => {
    expect((await fetch(`${server.url}/api/v1/openapi.json`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/v1/docs/`)).status).toBe(404);
  });
});
