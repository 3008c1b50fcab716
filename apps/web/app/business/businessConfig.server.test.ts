import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { BRANDS } from "@seleta/brand-themes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultApiOrigin, fetchBusinessConfig, loadBusinessConfig } from "./businessConfig.server";

/** A stand-in API: answers by the `domain` it is asked for, the way GET /businesses/config does. */
let server: Server;
let origin: string;
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    requested.push(`${url.pathname}?${url.searchParams}`);
    const domain = url.searchParams.get("domain");
    if (domain === "down.test") {
      response.writeHead(500, { "content-type": "application/json" }).end('{"error":"boom"}');
    } else if (domain === "slow.test") {
      setTimeout(() => response.writeHead(200).end("{}"), 1_000);
    } else if (domain === "html.test") {
      response.writeHead(200, { "content-type": "text/html" }).end("<html>502 Bad Gateway</html>");
    } else {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ domain, title: "Acme" }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("fetchBusinessConfig", () => {
  it("asks the API for the request's host, normalised, on the spec's path", async () => {
    const answer = await fetchBusinessConfig("Vagas.Acme.com.br:8443", { apiOrigin: origin });
    expect(answer).toEqual({ domain: "vagas.acme.com.br", title: "Acme" });
    expect(requested.at(-1)).toBe("/api/v1/businesses/config/?domain=vagas.acme.com.br");
  });

  it("gives nothing, and says why, when the API fails, is slow or cannot be reached", async () => {
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    expect(await fetchBusinessConfig("down.test", { apiOrigin: origin, log })).toBeUndefined();
    expect(await fetchBusinessConfig("slow.test", { apiOrigin: origin, log, timeoutMs: 100 })).toBeUndefined();
    expect(await fetchBusinessConfig("a.test", { apiOrigin: "http://127.0.0.1:1", log })).toBeUndefined();
    expect(logged).toHaveLength(3);
    expect(logged[0]).toContain("HTTP 500");
    expect(logged[1]).toContain("timed out");
  });

  it("uses the server's in-process reader when it has one, with the same time limit", async () => {
    const asked: string[] = [];
    const inProcess = async (host: string) => {
      asked.push(host);
      return { title: "In process" };
    };
    expect(await fetchBusinessConfig("Tech.LocalHost:3000", { apiOrigin: "http://127.0.0.1:1", inProcess })).toEqual({
      title: "In process",
    });
    expect(asked).toEqual(["tech.localhost"]);
    const never = () => new Promise<unknown>(() => {});
    expect(await fetchBusinessConfig("a.test", { apiOrigin: origin, inProcess: never, timeoutMs: 50 })).toBeUndefined();
    const broken = () => Promise.reject(new Error("database gone"));
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    expect(await fetchBusinessConfig("a.test", { apiOrigin: origin, inProcess: broken, log })).toBeUndefined();
    expect(logged[0]).toContain("database gone");
  });
});

describe("loadBusinessConfig", () => {
  it("wears the brand's defaults when a proxy answers HTML instead of the configuration", async () => {
    const config = await loadBusinessConfig("html.test", "interim", {
      businessConfig: async () => fetchBusinessConfig("html.test", { apiOrigin: origin }),
    });
    expect(config).toMatchObject({ brand: "interim", isConfigured: false, title: BRANDS.interim.name });
  });

  it("falls back to the brand's defaults when the configuration cannot be read", async () => {
    const config = await loadBusinessConfig("tech.localhost", "tech", {
      businessConfig: () => Promise.reject(new Error("down")),
    });
    expect(config).toMatchObject({ brand: "tech", isConfigured: false, title: BRANDS.tech.name, logoUrl: null });
  });
});

describe("defaultApiOrigin", () => {
  it("is this process on the loopback address, or SELETA_API_ORIGIN", () => {
    expect(defaultApiOrigin({ PORT: "4123" })).toBe("http://127.0.0.1:4123");
    expect(defaultApiOrigin({})).toBe("http://127.0.0.1:3000");
    expect(defaultApiOrigin({ PORT: "0" })).toBe("http://127.0.0.1:3000");
    expect(defaultApiOrigin({ PORT: "4123", SELETA_API_ORIGIN: "http://api.internal:8080/" })).toBe(
      "http://api.internal:8080",
    );
  });
});
