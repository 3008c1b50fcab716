/**
 * TRUST_PROXY: forwarded headers are believed only from the configured proxies (an address list) or for the
 * configured number of hops, so a client cannot pick the address the rate limits count by, nor claim https.
 * Linux loopback answers all of 127.0.0.0/8: a request bound to 127.0.0.2 comes from a peer other than 127.0.0.1.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounters } from "../src/db/schema";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { createWorld, PASSWORD } from "./support/fixtures";

const SIGN_INS_PER_MINUTE = 3;

type Answer = { status: number; headers: IncomingHttpHeaders };

/** One HTTP request from the loopback address `from` (node:http: fetch cannot choose its local address). */
function send(
  url: string,
  options: { from: string; method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: options.method ?? "GET",
        localAddress: options.from,
        headers: { ...(body ? { "content-type": "application/json" } : {}), ...options.headers },
      },
      (incoming) => {
        incoming.resume();
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers }));
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** A sign-in with a wrong password for an e-mail nobody has: only the per-IP limit can turn its 401 into a 429. */
function wrongSignIn(server: RunningServer, from: string, forwardedFor?: string): Promise<number> {
  return send(`${server.url}/api/v1/recruiters/sessions`, {
    from,
    method: "POST",
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    body: { email: "nobody@test.example", password: "wrong password" },
  }).then((answer) => answer.status);
}

async function statusesOf(count: number, attempt: (index: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push(await attempt(index));
  return statuses;
}

function isSecureCookie(cookie: string): boolean {
  return cookie.split(";").some((part) => part.trim().toLowerCase() === "secure");
}

describe.each(DEFAULT_DATABASE)("proxy trust on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer | undefined;
  // One server at a time on the storage (PGlite's data dir is locked by its server); each test starts its own.
  const serverTrusting = async (trustProxy: string) => {
    await server?.close();
    server = await startServer(
      testConfig(storage, { TRUST_PROXY: trustProxy, AUTH_SESSIONS_PER_MINUTE: String(SIGN_INS_PER_MINUTE) }),
    );
    // The limits' counters live in the database and outlast a restart: each test counts from none.
    await server.db.drizzle.delete(rateLimitCounters);
    return server;
  };

  beforeAll(async () => {
    storage = await createTestStorage(kind, "proxy_trust");
    const starting = await startServer(testConfig(storage));
    await createWorld(starting.db);
    await starting.close();
  });
  afterAll(async () => {
    await server?.close();
    await storage?.cleanup();
  });

  it("with one proxy hop, keys the sign-in limit on the address the proxy saw, whatever the client prepends", async () => {
    const server = await serverTrusting("1");
    // The proxy appends the address it saw (203.0.113.7); the client wrote a different fake one before it each time.
    const statuses = await statusesOf(SIGN_INS_PER_MINUTE + 2, (index) =>
      wrongSignIn(server, "127.0.0.1", `198.51.100.${index + 1}, 203.0.113.7`),
    );
    expect(statuses).toEqual([...Array(SIGN_INS_PER_MINUTE).fill(401), 429, 429]);
    // Another client behind the same proxy has its own allowance.
    expect(await wrongSignIn(server, "127.0.0.1", "203.0.113.8")).toBe(401);
  });

  it("with an address list, ignores X-Forwarded-For from a peer that is not a listed proxy", async () => {
    const server = await serverTrusting("127.0.0.1");
    // 127.0.0.2 is not a proxy: each fake forwarded address is ignored, the limit counts 127.0.0.2 itself.
    const untrusted = await statusesOf(SIGN_INS_PER_MINUTE + 1, (index) =>
      wrongSignIn(server, "127.0.0.2", `198.51.100.${index + 1}`),
    );
    expect(untrusted).toEqual([...Array(SIGN_INS_PER_MINUTE).fill(401), 429]);
    // The listed proxy's word is taken: the client it names has not used its allowance.
    expect(await wrongSignIn(server, "127.0.0.1", "203.0.113.9")).toBe(401);
    // Nor is 127.0.0.2's allowance another client's: a listed proxy forwarding for it is counted as 127.0.0.2.
    expect(await wrongSignIn(server, "127.0.0.1", "127.0.0.2")).toBe(429);
  });

  it("believes X-Forwarded-Proto (HSTS, Secure cookies) from a listed proxy only", async () => {
    const server = await serverTrusting("127.0.0.1");
    const signIn = (from: string) =>
      send(`${server.url}/api/v1/recruiters/sessions`, {
        from,
        method: "POST",
        headers: { host: "localhost", "x-forwarded-proto": "https" },
        body: { email: "recruiter@test.example", password: PASSWORD },
      });

    const viaProxy = await signIn("127.0.0.1");
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(viaProxy.headers["set-cookie"]?.length).toBeGreaterThan(0);
    expect(viaProxy.headers["set-cookie"]?.every(isSecureCookie)).toBe(true);

    const direct = await signIn("127.0.0.2");
    expect(direct.status).toBe(200);
    expect(direct.headers["strict-transport-security"]).toBeUndefined();
    expect(direct.headers["set-cookie"]?.length).toBeGreaterThan(0);
    expect(direct.headers["set-cookie"]?.some(isSecureCookie)).toBe(false);
  });
});
