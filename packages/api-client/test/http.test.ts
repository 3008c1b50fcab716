import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type RunningServer, startServer } from "@seleta/api";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createHttpClient, getHealth, healthQueries, toQueryString } from "../src";

// The real API on PGlite, on a free port, with a data dir of its own.
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "seleta-api-client-"));
  server = await startServer(loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "false" }), {
    logger: false,
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the HTTP client against the real API", () => {
  it("reads the health of the server and its database", async () => {
    const http = createHttpClient({ baseUrl: server.url });
    await expect(getHealth(http)).resolves.toEqual({ status: "ok", database: "pglite" });
  });

  it("serves the health query through TanStack Query's option factory", async () => {
    const http = createHttpClient({ baseUrl: server.url });
    const queryClient = new QueryClient();
    const health = await queryClient.fetchQuery(healthQueries.status(http));
    expect(health.database).toBe("pglite");
    expect(queryClient.getQueryData(healthQueries.status(http).queryKey)).toEqual(health);
  });

  it("turns the API's error body into an ApiError with status, code and request id", async () => {
    const http = createHttpClient({ baseUrl: server.url });
    const error = await http.get("/no-such-route").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(404);
    expect(apiError.code).toBe("not_found");
    expect(apiError.message).toBeTruthy();
    expect(apiError.requestId).toMatch(/\S+/);
    expect(apiError.isUnauthorized).toBe(false);
  });

  it("reports an unreachable server as a network error, not a crash", async () => {
    const http = createHttpClient({ baseUrl: "http://127.0.0.1:9" });
    const error = (await getHealth(http).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isNetworkError).toBe(true);
    expect(error.code).toBe("network_error");
  });

  it("sends the bearer token and the language when given", async () => {
    const seen: Headers[] = [];
    const http = createHttpClient({
      baseUrl: server.url,
      getToken: () => "token-123",
      getLocale: () => "en",
      fetch: (input, init) => {
        seen.push(new Headers(init?.headers));
        return fetch(input, init);
      },
    });
    await getHealth(http);
    expect(seen[0]?.get("authorization")).toBe("Bearer token-123");
    expect(seen[0]?.get("accept-language")).toBe("en");
  });
});

describe("query strings (spec §3: where, order and filter travel as JSON)", () => {
  it("encodes objects and arrays as JSON and drops empty values", () => {
    expect(toQueryString({ term: "ana", entity: ["candidates", "jobs"], page: 2, skip: undefined, none: null })).toBe(
      `?term=ana&entity=${encodeURIComponent('["candidates","jobs"]')}&page=2`,
    );
    expect(toQueryString({})).toBe("");
  });
});
