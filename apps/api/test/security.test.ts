/**
 * The security baseline: helmet's headers and a nonce-based CSP, the nonce handed to React Router,
 * HSTS on https only, CORS for the configured domains only, JSON-only bodies with a size limit, API paths with or
 * without their trailing slash, no stack traces.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer, withoutApiTrailingSlash } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { createWorld } from "./support/fixtures";

const FIXTURE_BUILD = join(import.meta.dirname, "fixtures", "web-build");

function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe.each(DEFAULT_DATABASE)("security baseline on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;

  beforeAll(async () => {
    storage = await createTestStorage(kind, "security");
    server = await startServer(testConfig(storage, { WEB_BUILD_DIR: FIXTURE_BUILD, TRUST_PROXY: "127.0.0.1" }));
    await createWorld(server.db);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("sends helmet's headers and a strict CSP with a fresh nonce on every page", async () => {
    const first = await fetch(`${server.url}/page`);
    const second = await fetch(`${server.url}/page`);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("x-powered-by")).toBeNull();
    const policy = directives(first.headers.get("content-security-policy"));
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policy["script-src"]).not.toContain("'unsafe-eval'");
    const nonce = policy["script-src"]?.find((value) => value.startsWith("'nonce-"));
    expect(nonce).toMatch(/^'nonce-[0-9a-f]{32}'$/);
    expect(directives(second.headers.get("content-security-policy"))["script-src"]).not.toContain(nonce);
  });

  it("sends HSTS on https only", async () => {
    const plain = await fetch(`${server.url}/api/v1/health`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    // Behind a TLS-terminating proxy on this machine (TRUST_PROXY=127.0.0.1).
    const secure = await fetch(`${server.url}/api/v1/health`, { headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("hands the request's nonce to React Router, and enforces the CSP once the web app says it uses it", async () => {
    const applied = await fetch(`${server.url}/nonce?applied=1`);
    const body = await applied.text();
    const policy = directives(applied.headers.get("content-security-policy"));
    const script = /script=([0-9a-f]{32})/.exec(body)?.[1];
    const style = /style=([0-9a-f]{32})/.exec(body)?.[1];
    expect(policy["script-src"]).toContain(`'nonce-${script}'`);
    expect(policy["style-src"]).toContain(`'nonce-${style}'`);
    expect(applied.headers.get("x-seleta-csp")).toBeNull();
    expect(applied.headers.get("content-security-policy-report-only")).toBeNull();

    // A web build that does not put the nonce on its scripts yet: reported, not enforced.
    const legacy = await fetch(`${server.url}/nonce`);
    expect(legacy.headers.get("content-security-policy")).toBeNull();
    expect(directives(legacy.headers.get("content-security-policy-report-only"))["script-src"]).toContain(
      `'nonce-${/script=([0-9a-f]{32})/.exec(await legacy.text())?.[1]}'`,
    );
  });

  it("enforces the CSP without any nonce on a page the web app sends without scripts", async () => {
    const response = await fetch(`${server.url}/document`);
    const policy = directives(response.headers.get("content-security-policy"));
    expect(policy["script-src"]).toEqual(["'self'", "'report-sample'", "https://www.googletagmanager.com"]);
    expect(policy["style-src"]).toEqual(["'self'", "'report-sample'"]);
    expect(response.headers.get("content-security-policy")).not.toContain("nonce");
    expect(response.headers.get("content-security-policy-report-only")).toBeNull();
    expect(response.headers.get("x-seleta-csp")).toBeNull();
  });

  it("allows cross-origin calls from the configured origins only (scheme, host and port), with credentials", async () => {
    const port = new URL(server.url).port;
    const allowed = await fetch(`${server.url}/api/v1/businesses/config`, {
      method: "OPTIONS",
      headers: {
        origin: `http://tech.localhost:${port}`,
        "access-control-request-method": "PUT",
        "access-control-request-headers": "content-type",
      },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(`http://tech.localhost:${port}`);
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
    expect(allowed.headers.get("access-control-allow-methods")).toContain("PUT");

    const simple = await fetch(`${server.url}/api/v1/health`, { headers: { origin: `http://localhost:${port}` } });
    expect(simple.headers.get("access-control-allow-origin")).toBe(`http://localhost:${port}`);
    expect(simple.headers.get("vary")).toContain("Origin");

    for (const origin of [
      "https://evil.example",
      "http://tech.localhost.evil.example",
      "null",
      "http://tech.localhost:3000",
      "https://localhost",
      `https://localhost:${port}`,
    ]) {
      const refused = await fetch(`${server.url}/api/v1/health`, { headers: { origin } });
      expect(refused.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
  });

  it("takes JSON bodies only, up to 1 MiB", async () => {
    const text = await fetch(`${server.url}/api/v1/recruiters/sessions`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ email: "a@b.example", password: "x" }),
    });
    expect(text.status).toBe(415);
    expect((await text.json()).error.code).toBe("unsupported_media_type");
    const form = await fetch(`${server.url}/api/v1/recruiters/sessions`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.example&password=x",
    });
    expect(form.status).toBe(415);
    const huge = await fetch(`${server.url}/api/v1/recruiters/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@b.example", password: "x".repeat(1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    const body = await huge.json();
    expect(body.error.code).toBe("payload_too_large");
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("answers API paths with or without their trailing slash", async () => {
    const slash = await fetch(`${server.url}/api/v1/businesses/config/?domain=localhost`);
    expect(slash.status).toBe(200);
    expect((await slash.json()).domain).toBe("localhost");
    expect((await fetch(`${server.url}/api/v1/health/`)).status).toBe(200);
  });
});

describe("withoutApiTrailingSlash", () => {
  it.each([
    ["/api/v1/recruiters/", "/api/v1/recruiters"],
    ["/api/v1/businesses/config/?domain=a.b", "/api/v1/businesses/config?domain=a.b"],
    ["/api/v1/health", "/api/v1/health"],
    ["/api/", "/api/"],
    ["/assets/", "/assets/"],
    ["/jobs/?page=2", "/jobs/?page=2"],
  ])("%s → %s", (url, expected) => {
    expect(withoutApiTrailingSlash(url)).toBe(expected);
  });
});
