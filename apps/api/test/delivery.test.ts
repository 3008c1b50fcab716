/**
 * How answers travel (src/web/delivery.ts): build-time brotli/gzip for the web build's files, on-the-fly compression
 * of pages and API answers over 1 kB, caching headers by kind, the CSP on documents only, HEAD's real length.
 * Requests go through node:http, which (unlike fetch) shows the bytes as they travel.
 */
import { readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, type TestStorage, testConfig } from "./support/databases";
import { createWorld, PASSWORD } from "./support/fixtures";

const FIXTURE_BUILD = join(import.meta.dirname, "fixtures", "web-build");
const SHELL_ASSET = join(FIXTURE_BUILD, "client", "assets", "shell-5d6e7f.js");

type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function raw(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

function decoded(response: RawResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(response.body).toString("utf8");
  return response.body.toString("utf8");
}

const varyNames = (response: RawResponse) =>
  String(response.headers.vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase());

describe("delivery: compression, caching, CSP and HEAD", () => {
  let storage: TestStorage;
  let server: RunningServer;
  let adminToken: string;

  beforeAll(async () => {
    // Compression and headers do not depend on the database; PostgreSQL starts fastest.
    storage = await createTestStorage("postgres", "delivery");
    server = await startServer(testConfig(storage, { WEB_BUILD_DIR: FIXTURE_BUILD }));
    const world = await createWorld(server.db);
    const session = await fetch(`${server.url}/api/v1/recruiters/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: world.admin.email, password: PASSWORD }),
    });
    adminToken = (await session.json()).token;
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  describe("hashed assets", () => {
    it("answers the build's brotli file to a browser that accepts brotli, cached for ever", async () => {
      const response = await raw(`${server.url}/assets/shell-5d6e7f.js`, { "accept-encoding": "gzip, deflate, br" });
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.body).toEqual(readFileSync(`${SHELL_ASSET}.br`));
      expect(response.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
      expect(varyNames(response)).toContain("accept-encoding");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    });

    it("answers gzip to a client that accepts only gzip, and the plain bytes without Accept-Encoding", async () => {
      const gzipped = await raw(`${server.url}/assets/shell-5d6e7f.js`, { "accept-encoding": "gzip" });
      expect(gzipped.headers["content-encoding"]).toBe("gzip");
      expect(gzipped.body).toEqual(readFileSync(`${SHELL_ASSET}.gz`));

      const plain = await raw(`${server.url}/assets/shell-5d6e7f.js`);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toEqual(readFileSync(SHELL_ASSET));
      expect(varyNames(plain)).toContain("accept-encoding");
    });

    it("sends no Content-Security-Policy with a script", async () => {
      const response = await raw(`${server.url}/assets/shell-5d6e7f.js`, { "accept-encoding": "br" });
      expect(response.headers["content-security-policy"]).toBeUndefined();
      expect(response.headers["content-security-policy-report-only"]).toBeUndefined();
      // The other baseline headers stay.
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    });
  });

  describe("pages", () => {
    it("compresses a page over 1 kB, with an ETag, no-cache, and the CSP", async () => {
      const response = await raw(`${server.url}/page`, { "accept-encoding": "br" });
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      const html = decoded(response);
      expect(html.length).toBeGreaterThan(1024);
      expect(html).toContain("Vaga 40: Gerente de operações");
      expect(response.body.length).toBeLessThan(html.length / 2);
      expect(Number(response.headers["content-length"])).toBe(response.body.length);
      expect(varyNames(response)).toContain("accept-encoding");
      expect(response.headers.etag).toMatch(/^W\/".+"$/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-security-policy"]).toMatch(/script-src [^;]*'nonce-/);

      // A tiny page travels as it is.
      const tiny = await raw(`${server.url}/nonce?applied=1`, { "accept-encoding": "br, gzip" });
      expect(tiny.status).toBe(200);
      expect(tiny.headers["content-encoding"]).toBeUndefined();
      expect(tiny.body.toString("utf8")).toMatch(/^script=[0-9a-f]{32};style=/);
    });

    it("answers a conditional GET of an unchanged page with 304 and no body, whatever its nonces", async () => {
      const first = await raw(`${server.url}/page`, { "accept-encoding": "gzip" });
      const etag = String(first.headers.etag);
      const again = await raw(`${server.url}/page`, { "accept-encoding": "gzip", "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe("no-cache");
      // The browser keeps the page it has with the policy it came with (its scripts carry that policy's nonce).
      expect(again.headers["content-security-policy"]).toBeUndefined();

      const stale = await raw(`${server.url}/page`, { "if-none-match": 'W/"another-version"' });
      expect(stale.status).toBe(200);
      expect(stale.headers.etag).toBe(etag);
    });

    it("keeps the caching a page states itself (the public site's), with its Vary", async () => {
      const response = await raw(`${server.url}/document`);
      expect(response.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
      expect(varyNames(response)).toEqual(expect.arrayContaining(["cookie", "accept-encoding"]));
      expect(response.headers["set-cookie"]).toBeUndefined();
    });

    it("marks a signed-in visitor's pages and data private", async () => {
      const response = await raw(`${server.url}/page`, { cookie: `auth._token.recruiters=${adminToken}` });
      expect(response.headers["cache-control"]).toBe("private, no-cache");
      expect(varyNames(response)).toContain("cookie");
      // Its other answers from the web app (a route's data) too.
      const data = await raw(`${server.url}/echo`, { cookie: `auth._token.recruiters=${adminToken}` });
      expect(data.headers["cache-control"]).toBe("private, no-cache");
    });

    it.each([
      ["brotli", { "accept-encoding": "br" }],
      ["gzip", { "accept-encoding": "gzip" }],
      ["no compression", {}],
    ])("answers HEAD with the length and headers GET has (%s)", async (_name, headers: Record<string, string>) => {
      // Compressed, a page's length changes with its nonces: this one renders the same bytes every time.
      const get = await raw(`${server.url}/page?same-bytes`, headers);
      const head = await raw(`${server.url}/page?same-bytes`, headers, "HEAD");
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(Number(head.headers["content-length"])).toBe(get.body.length);
      expect(head.headers["content-encoding"]).toBe(get.headers["content-encoding"]);
      expect(head.headers.etag).toBe(get.headers.etag);
    });
  });

  describe("API answers", () => {
    it("compresses a JSON answer over 1 kB and keeps it out of every cache", async () => {
      const response = await raw(`${server.url}/api/v1/recruiters`, {
        authorization: `Bearer ${adminToken}`,
        "accept-encoding": "br",
      });
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      const json = decoded(response);
      expect(json.length).toBeGreaterThan(1024);
      expect(json).toContain("admin@test.example");
      expect(varyNames(response)).toContain("accept-encoding");
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.headers["content-security-policy"]).toBeUndefined();
    });

    it("sends a small JSON answer as it is, and keeps the caching a route sets itself", async () => {
      const health = await raw(`${server.url}/api/v1/health`, { "accept-encoding": "br" });
      expect(health.status).toBe(200);
      expect(health.headers["content-encoding"]).toBeUndefined();
      expect(health.headers["content-security-policy"]).toBeUndefined();

      const config = await raw(`${server.url}/api/v1/businesses/config?domain=localhost`);
      expect(config.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    });
  });
});
