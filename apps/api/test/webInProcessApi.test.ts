import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/server";
import { inProcessCallBody, inProcessCallHeaders, inProcessCallPath } from "../src/web/inProcessApi";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { createWorld, PASSWORD } from "./support/fixtures";

/** The fixture build's `/api-call` route calls the load context's in-process API and answers what it got. */
const FIXTURE_BUILD = join(import.meta.dirname, "fixtures", "web-build");

describe.each(DEFAULT_DATABASE)("the web app's in-process API on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let recruiterCookie: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    storage = await createTestStorage(kind, "in-process-api");
    server = await startServer(
      // One proxy in front: the client is the address it forwards.
      testConfig(storage, { WEB_BUILD_DIR: FIXTURE_BUILD, LOG_LEVEL: "info", TRUST_PROXY: "1" }),
      { logStream: { write: (line) => logLines.push(line) } },
    );
    const world = await createWorld(server.db);
    const signIn = await fetch(`${server.url}/api/v1/recruiters/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: world.recruiter.email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    recruiterCookie = `auth._token.recruiters=${(await signIn.json()).token}`;
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  const page = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api-call?path=${encodeURIComponent(path)}`, init).then((response) => response.text());

  it("calls the API as the page's visitor: their session cookie signs the call in", async () => {
    const signedIn = await page("/api/v1/recruiters", { headers: { cookie: recruiterCookie } });
    expect(signedIn).toMatch(/^200 /);
    expect(signedIn).toContain("recruiter@test.example");
    expect(await page("/api/v1/recruiters")).toMatch(/^401 /);
  });

  it("answers in the page's language, from its locale cookie", async () => {
    const refused = (locale: string) =>
      page("/api/v1/recruiters/sessions", {
        method: "POST",
        headers: { cookie: `i18n_redirected=${locale}`, origin: "https://evil.example", "content-type": "text/plain" },
        body: "x",
      });
    expect(await refused("en")).toContain("Request refused");
    expect(await refused("pt-BR")).toContain("Pedido recusado");
  });

  it("reaches the API routes only, whatever origin the caller names", async () => {
    expect(await page("http://elsewhere.example/api/v1/health")).toMatch(/^200 /);
  });

  it("counts the call for the page's client, as the trusted proxy forwarded it", async () => {
    logLines.length = 0;
    await page("/api/v1/health?from=proxy", { headers: { "x-forwarded-for": "203.0.113.7" } });
    const apiCall = logLines
      .map((line) => JSON.parse(line) as { req?: { url?: string; remoteAddress?: string } })
      .find((entry) => entry.req?.url?.startsWith("/api/v1/health"));
    expect(apiCall?.req?.remoteAddress).toBe("203.0.113.7");
  });

  it("judges a write by the page request's origin: another site's post is refused with the visitor's cookie", async () => {
    // Refused at the page, by the API's own cross-site check: its action never runs, so never calls the API.
    const forged = await fetch(`${server.url}/api-call?path=${encodeURIComponent("/api/v1/recruiters/sessions")}`, {
      method: "POST",
      headers: { cookie: recruiterCookie, origin: "https://evil.example", "content-type": "text/plain" },
      body: "x",
    });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain("Pedido recusado: ele veio de outro site.");
    const own = await page("/api/v1/recruiters/sessions", {
      method: "POST",
      headers: {
        cookie: recruiterCookie,
        origin: server.url.replace("127.0.0.1", "localhost"),
        "content-type": "text/plain",
      },
      body: "x",
    });
    expect(own).not.toContain("cross_site_request");
  });

  it("judges a no-referrer page's form (Origin: null) by Sec-Fetch-Site, which a forging page cannot set", async () => {
    const post = (fetchSite: string) =>
      fetch(`${server.url}/api-call?path=${encodeURIComponent("/api/v1/recruiters/sessions")}`, {
        method: "POST",
        headers: { cookie: recruiterCookie, origin: "null", "sec-fetch-site": fetchSite, "content-type": "text/plain" },
        body: "x",
      });
    const forged = await post("cross-site");
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain("Pedido recusado: ele veio de outro site.");
    const own = await post("same-origin");
    expect(await own.text()).not.toContain("cross_site_request");
  });
});

describe("inProcessCallHeaders", () => {
  it("takes the visitor's headers from the page, never from the caller", () => {
    const headers = inProcessCallHeaders(
      { cookie: "a=1", host: "tech.localhost", "x-forwarded-for": "203.0.113.7", "accept-language": "pt-BR" },
      new Headers({ cookie: "b=2", host: "evil.example", accept: "application/json", "accept-language": "en" }),
    );
    expect(headers).toEqual({
      cookie: "a=1",
      host: "tech.localhost",
      "x-forwarded-for": "203.0.113.7",
      accept: "application/json",
      "accept-language": "en",
    });
  });

  it("keeps the path and query of any URL it is given", () => {
    expect(inProcessCallPath("http://127.0.0.1:3000/api/v1/jobs?page=2")).toBe("/api/v1/jobs?page=2");
    expect(inProcessCallPath("/api/v1/jobs")).toBe("/api/v1/jobs");
  });
});

describe("inProcessCallBody", () => {
  it("sends a page action's form with its file as multipart, the boundary named in the content type", async () => {
    const form = new FormData();
    form.set("apply", '{"consent":true}');
    form.set("video_3", new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: "video/webm" }), "clip.webm");
    const body = await inProcessCallBody(form);
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(body?.contentType ?? "")?.[1];
    expect(boundary).toBeTruthy();
    const text = Buffer.from(body?.bytes ?? "").toString("latin1");
    expect(text).toContain(`--${boundary}`);
    expect(text).toContain('name="video_3"; filename="clip.webm"');
    expect(text).toContain('{"consent":true}');
    expect(text).toContain("\x1aE\xdf\xa3");
  });

  it("keeps JSON text as it is, and refuses bodies the API does not read", async () => {
    expect(await inProcessCallBody("{}")).toEqual({ bytes: "{}" });
    expect(await inProcessCallBody(undefined)).toBeUndefined();
    await expect(inProcessCallBody(new URLSearchParams("a=1"))).rejects.toThrow(TypeError);
  });
});
