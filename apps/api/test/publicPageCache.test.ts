/**
 * The public pages' shared cache (src/web/pageCache.ts) and the web mount's edge: anonymous visitors of a host get a
 * public page from memory until a record is written or a minute passes; sessions, errors and pages with scripts never
 * enter; the key holds everything that chose the page (host as the server derived it, path, query, language and
 * consent cookies), so a forged X-Forwarded-Host can neither choose a page nor poison one; a page's action (/consent)
 * passes the same cross-site check as every cookie write.
 *
 * The fixture build's `/board` is a public job board as the web app sends one, built from the API's public jobs.
 */
import { join } from "node:path";
import { tokenCookie } from "@seleta/domain";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as schema from "../src/db/schema";
import { newPublicUid } from "../src/engine/publicUid";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { createWorld, insert, PASSWORD, type World } from "./support/fixtures";

const FIXTURE_BUILD = join(import.meta.dirname, "fixtures", "web-build");
const EVIL = "https://evil.example";

/** What the fixture's board says of its render: `host=…;render=N;cookie=…`. */
function renderOf(response: LightMyRequestResponse): string {
  return /<p>(host=[^<]*)<\/p>/.exec(response.body)?.[1] ?? "";
}

const varyNames = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase());

async function startWorld(kind: (typeof DEFAULT_DATABASE)[number], env: Record<string, string> = {}) {
  const storage = await createTestStorage(kind, "page_cache");
  const server = await startServer(testConfig(storage, { WEB_BUILD_DIR: FIXTURE_BUILD, ...env }));
  const world = await createWorld(server.db);
  return { storage, server, world };
}

describe.each(DEFAULT_DATABASE)("public pages' cache on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let adminToken: string;
  let jobId: number;

  const page = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "GET", url, headers: { host: "localhost", ...headers } });

  beforeAll(async () => {
    ({ storage, server, world } = await startWorld(kind));
    jobId = await insert(server.db, schema.jobs, {
      business_id: world.business,
      uid: newPublicUid(),
      status: 1,
      title: "Analista de Dados",
      client_company_id: world.clientContact.company,
      client_contact_id: world.clientContact.id,
      owner_id: world.admin.id,
      published: true,
    });
    const session = await server.app.inject({
      method: "POST",
      url: "/api/v1/recruiters/sessions",
      payload: { email: world.admin.email, password: PASSWORD },
    });
    adminToken = session.json().token;
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("answers the next anonymous visitor from the cache, with its age and the page's own headers", async () => {
    const first = await page("/board?visit=1");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBeUndefined();
    expect(first.body).toContain("<li>Analista de Dados</li>");
    const second = await page("/board?visit=1");
    expect(second.statusCode).toBe(200);
    expect(second.headers["x-cache"]).toBe("hit");
    expect(Number(second.headers.age)).toBeGreaterThanOrEqual(0);
    expect(renderOf(second)).toBe(renderOf(first));
    expect(second.body).toBe(first.body);
    expect(second.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.vary).toBe(first.headers.vary);
    expect(second.headers["x-request-id"]).toBeTruthy();
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    // The page has no script: its policy, stored with it, holds no nonce to share among visitors.
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(String(second.headers["content-security-policy"])).not.toContain("nonce-");
  });

  it("sends a cached page compressed to a browser that accepts it", async () => {
    await page("/board?visit=compressed");
    const hit = await page("/board?visit=compressed", { "accept-encoding": "gzip" });
    expect(hit.headers["x-cache"]).toBe("hit");
    expect(hit.headers["content-encoding"]).toBe("gzip");
  });

  it("revalidates a cached page by its ETag with a 304", async () => {
    const first = await page("/board?visit=etag");
    const revalidated = await page("/board?visit=etag", { "if-none-match": String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers["x-cache"]).toBe("hit");
    expect(revalidated.body).toBe("");
  });

  it("keeps one page for a query whatever the order of its parameters", async () => {
    const first = await page("/board?a=1&b=2");
    const reordered = await page("/board?b=2&a=1");
    expect(reordered.headers["x-cache"]).toBe("hit");
    expect(renderOf(reordered)).toBe(renderOf(first));
  });

  it("shows a job edited through the API on the very next visit", async () => {
    await page("/board?visit=edit");
    expect((await page("/board?visit=edit")).headers["x-cache"]).toBe("hit");
    const edited = await server.app.inject({
      method: "PATCH",
      url: `/api/v1/recruiters/jobs/${jobId}`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { job: { title: "Analista de Dados Sênior" } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const next = await page("/board?visit=edit");
    expect(next.headers["x-cache"]).toBeUndefined();
    expect(next.body).toContain("<li>Analista de Dados Sênior</li>");
  });

  it("never answers a signed-in visitor from the cache, nor keeps their page", async () => {
    const session = { cookie: `${tokenCookie("recruiters")}=${adminToken}` };
    const anonymous = await page("/board?visit=signed-in");
    const signedIn = await page("/board?visit=signed-in", session);
    expect(signedIn.headers["x-cache"]).toBeUndefined();
    expect(renderOf(signedIn)).not.toBe(renderOf(anonymous));

    const theirs = await page("/board?visit=theirs", session);
    const next = await page("/board?visit=theirs");
    expect(next.headers["x-cache"]).toBeUndefined();
    expect(renderOf(next)).not.toBe(renderOf(theirs));
    expect(next.body).not.toContain(adminToken);
  });

  it("keeps no error page, even one that states public caching", async () => {
    for (const status of [404, 500]) {
      const first = await page(`/board?status=${status}`);
      const second = await page(`/board?status=${status}`);
      expect(first.statusCode).toBe(status);
      expect(second.statusCode).toBe(status);
      expect(second.headers["x-cache"]).toBeUndefined();
      expect(renderOf(second)).not.toBe(renderOf(first));
    }
  });

  it("keeps no page whose scripts carry the request's nonce", async () => {
    const first = await page("/board?scripts");
    const second = await page("/board?scripts");
    expect(second.headers["x-cache"]).toBeUndefined();
    expect(renderOf(second)).not.toBe(renderOf(first));
  });

  it("keeps each language and consent choice apart, and shares the page across other cookies", async () => {
    const plain = await page("/board?visit=cookies");
    const english = await page("/board?visit=cookies", { cookie: "i18n_redirected=en" });
    expect(english.headers["x-cache"]).toBeUndefined();
    expect(renderOf(english)).toContain("cookie=i18n_redirected=en");
    const decided = await page("/board?visit=cookies", { cookie: "seleta_consent=2026-11-01:all" });
    expect(decided.headers["x-cache"]).toBeUndefined();
    expect(renderOf(decided)).toContain("cookie=seleta_consent=2026-11-01:all");

    const englishAgain = await page("/board?visit=cookies", { cookie: "_ga=GA1.1; i18n_redirected=en" });
    expect(englishAgain.headers["x-cache"]).toBe("hit");
    expect(renderOf(englishAgain)).toBe(renderOf(english));
    const plainAgain = await page("/board?visit=cookies", { cookie: "_ga=GA1.1" });
    expect(plainAgain.headers["x-cache"]).toBe("hit");
    expect(renderOf(plainAgain)).toBe(renderOf(plain));
  });

  it("renders for the Host, not for an X-Forwarded-Host nobody trusted, and keeps hosts apart", async () => {
    const forged = await page("/board?visit=forged", { "x-forwarded-host": "tech.localhost" });
    expect(renderOf(forged)).toMatch(/^host=localhost;/);
    // The web app is handed the effective host in the URL, and no forwarded header to read instead.
    expect(forged.body).toContain("<p>forwarded-host=</p>");
    expect(varyNames(forged)).toEqual(expect.arrayContaining(["cookie", "host"]));
    expect(varyNames(forged)).not.toContain("x-forwarded-host");

    const tech = await page("/board?visit=forged", { host: "tech.localhost" });
    expect(tech.headers["x-cache"]).toBeUndefined();
    expect(renderOf(tech)).toMatch(/^host=tech\.localhost;/);
    const local = await page("/board?visit=forged");
    expect(local.headers["x-cache"]).toBe("hit");
    expect(renderOf(local)).toBe(renderOf(forged));
  });

  describe("a page's action (/consent)", () => {
    const postConsent = (headers: Record<string, string>) =>
      server.app.inject({
        method: "POST",
        url: "/consent",
        headers: { host: "localhost", "content-type": "application/x-www-form-urlencoded", ...headers },
        payload: "choice=all&version=2026-11-01&return_to=%2F",
      });
    const own = () => `http://localhost:${new URL(server.url).port}`;

    it("is refused from another site's page, in the visitor's language, and records nothing", async () => {
      const foreign = await postConsent({ origin: EVIL });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.headers["set-cookie"]).toBeUndefined();
      expect(foreign.body).toContain("Pedido recusado: ele veio de outro site.");

      const crossSite = await postConsent({ "sec-fetch-site": "cross-site", cookie: "i18n_redirected=en" });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.headers["set-cookie"]).toBeUndefined();
      expect(crossSite.body).toContain("Request refused: it came from another site.");
    });

    it("records the choice from the site's own page", async () => {
      const ownPages: Record<string, string>[] = [{ origin: own() }, { "sec-fetch-site": "same-origin" }];
      for (const headers of ownPages) {
        const answer = await postConsent(headers);
        expect(answer.statusCode).toBe(303);
        expect(String(answer.headers["set-cookie"])).toContain("seleta_consent=2026-11-01:all");
      }
    });
  });
});

describe("public pages behind a trusted proxy", () => {
  let storage: TestStorage;
  let server: RunningServer;

  beforeAll(async () => {
    // The mount does not depend on the database; PostgreSQL starts fastest.
    ({ storage, server } = await startWorld("postgres", { TRUST_PROXY: "loopback" }));
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("renders for the proxy's X-Forwarded-Host and varies on it", async () => {
    const forwarded = await server.app.inject({
      method: "GET",
      url: "/board?visit=proxy",
      headers: { host: "10.0.0.5:3000", "x-forwarded-host": "tech.localhost", "x-forwarded-proto": "https" },
    });
    expect(renderOf(forwarded)).toMatch(/^host=tech\.localhost;/);
    expect(forwarded.body).toContain("<p>forwarded-host=</p>");
    expect(varyNames(forwarded)).toEqual(
      expect.arrayContaining(["cookie", "host", "x-forwarded-host", "x-forwarded-proto"]),
    );

    const direct = await server.app.inject({
      method: "GET",
      url: "/board?visit=proxy",
      headers: { host: "10.0.0.5:3000" },
    });
    expect(direct.headers["x-cache"]).toBeUndefined();
    expect(renderOf(direct)).toMatch(/^host=10\.0\.0\.5:3000;/);
  });
});

/** Keeps the event loop busy for `ms`: what makes load shedding refuse new work. */
function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy on purpose
  }
}

describe("a cached page while load is shed", () => {
  let storage: TestStorage;
  let server: RunningServer;
  const WAIT = { timeout: 120_000, interval: 50 };

  beforeAll(async () => {
    ({ storage, server } = await startWorld("postgres", { SHED_EVENT_LOOP_DELAY_MS: "50" }));
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("is answered from the cache while new work gets 503: hits are served before load shedding", async () => {
    await vi.waitFor(async () => {
      expect((await fetch(`${server.url}/board?visit=shed`)).status).toBe(200);
      expect((await fetch(`${server.url}/board?visit=shed`)).headers.get("x-cache")).toBe("hit");
    }, WAIT);
    const { health, board } = await vi.waitFor(async () => {
      blockEventLoop(1500);
      const [health, board] = await Promise.all([
        fetch(`${server.url}/api/v1/health`),
        fetch(`${server.url}/board?visit=shed`),
      ]);
      expect(health.status).toBe(503);
      return { health, board };
    }, WAIT);
    expect(health.status).toBe(503);
    expect(board.status).toBe(200);
    expect(board.headers.get("x-cache")).toBe("hit");
  });
});
