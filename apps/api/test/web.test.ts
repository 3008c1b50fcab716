import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/server";
import { readIslands } from "../src/web";
import { createTestStorage, startTestServer, type TestStorage } from "./support/databases";

/** A hand-written React Router server build with resource routes (see the fixture), no React needed. */
const FIXTURE_BUILD = join(import.meta.dirname, "fixtures", "web-build");

/** The API's body limit, set small through the configuration: a page's form of text fields is held to it. */
const BODY_LIMIT_BYTES = 64 * 1024;

describe("web app mount", () => {
  let storage: TestStorage;
  let server: RunningServer;

  beforeAll(async () => {
    // The mount does not depend on the database; PostgreSQL starts fastest.
    storage = await createTestStorage("postgres", "web");
    server = await startTestServer(storage, {
      WEB_BUILD_DIR: FIXTURE_BUILD,
      BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES),
    });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("hands GET requests to React Router with the full URL and headers, and streams its answer back", async () => {
    const response = await fetch(`${server.url}/echo?x=1`, { headers: { "x-test": "from-test" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-powered-by-test")).toBe("fixture");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/; HttpOnly", "b=2; Path=/"]);
    expect(await response.text()).toBe(`url=${server.url}/echo?x=1;x-test=from-test`);
  });

  it("hands a form POST to React Router with its body unread", async () => {
    const response = await fetch(`${server.url}/echo`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Ana&city=S%C3%A3o+Paulo",
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("POST name=Ana&city=S%C3%A3o+Paulo");
  });

  it("refuses a form larger than a page may take, before reading it", async () => {
    const response = await fetch(`${server.url}/echo`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `name=${"a".repeat(BODY_LIMIT_BYTES)}`,
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("O envio é grande demais.");
  });

  it("stops a body that announced no length once it passes the limit", async () => {
    const chunk = new Uint8Array(256 * 1024).fill(97);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Four times the limit, unless the server stops reading first.
        if (sent >= 4 * BODY_LIMIT_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const answer = await fetch(`${server.url}/echo`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit).then(
      (response) => response.status,
      () => "connection closed",
    );
    expect(answer).not.toBe(201);
    if (typeof answer === "number") expect(answer).toBeGreaterThanOrEqual(400);
  });

  it("answers HEAD with the GET headers and no body", async () => {
    const response = await fetch(`${server.url}/echo`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toHaveLength(2);
    expect(await response.text()).toBe("");
  });

  it("lets React Router answer paths it does not know", async () => {
    const response = await fetch(`${server.url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("fixture: no such page");
  });

  it("serves hashed assets with a long immutable cache", async () => {
    const response = await fetch(`${server.url}/assets/app-3f2a1b.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toContain("fixture asset");
  });

  it("sends scripts without the headers only a displayed document reads", async () => {
    const response = await fetch(`${server.url}/assets/app-3f2a1b.js`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-site");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    for (const header of [
      "x-frame-options",
      "cross-origin-opener-policy",
      "origin-agent-cluster",
      "x-xss-protection",
      "x-download-options",
      "x-permitted-cross-domain-policies",
      // A hashed file never changes: nothing to revalidate.
      "etag",
      "last-modified",
      "accept-ranges",
    ]) {
      expect(response.headers.get(header), header).toBeNull();
    }
  });

  it("serves other client files with a short cache", async () => {
    const response = await fetch(`${server.url}/humans.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    expect(await response.text()).toContain("Seleta");
  });

  it("answers robots.txt per host from the server, not the build's file", async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Sitemap: ");
  });

  it("answers a missing asset with 404 instead of rendering a page, and lists no directory", async () => {
    expect((await fetch(`${server.url}/assets/missing-123.js`)).status).toBe(404);
    const listing = await fetch(`${server.url}/assets/`);
    expect(listing.status).toBe(404);
    expect(await listing.text()).not.toContain("app-3f2a1b.js");
  });

  it("keeps /api paths for the API", async () => {
    const response = await fetch(`${server.url}/api/v1/unknown`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
  });
});

describe("the islands' manifest", () => {
  it("hands the pages the islands' addresses under /assets/islands/, and nothing else", async () => {
    const buildDir = await mkdtemp(join(tmpdir(), "seleta-islands-"));
    try {
      expect(readIslands(buildDir)).toBeUndefined();
      await mkdir(join(buildDir, "server"));
      await writeFile(
        join(buildDir, "server", "islands.json"),
        JSON.stringify({
          videoAnswer: "/assets/islands/videoAnswer-AB12CD34.js",
          elsewhere: "https://evil.example/x.js",
          odd: 3,
        }),
      );
      expect(readIslands(buildDir)).toEqual({ videoAnswer: "/assets/islands/videoAnswer-AB12CD34.js" });
    } finally {
      await rm(buildDir, { recursive: true, force: true });
    }
  });
});
