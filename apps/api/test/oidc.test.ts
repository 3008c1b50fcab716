/**
 * Sign-in with an identity provider, end to end against a local OpenID Provider (oidc-provider)
 * standing in for Microsoft, Google and GitHub: the browser's part (redirects, the provider's login and consent
 * forms, cookies) is played with fetch and Fastify's inject.
 */
import type { AddressInfo } from "node:net";
import { tokenCookie } from "@seleta/domain";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLOW_COOKIE, MICROSOFT_PERSONAL_TENANT } from "../src/auth/oidc";
import { queryRows } from "../src/db/client";
import { type RunningServer, startServer } from "../src/server";
import { createTestStorage, DEFAULT_DATABASE, type TestStorage, testConfig } from "./support/databases";
import { createWorld, PASSWORD, type World } from "./support/fixtures";

/** The people the local provider knows, by login. */
const PEOPLE: Record<string, Record<string, unknown>> = {
  "ms-work": { email: "recruiter@test.example", name: "Rui Recrutador", tid: "contoso-tenant", xms_edov: true },
  // A tenant whose administrator typed someone else's address: Microsoft does not vouch for it.
  "ms-spoof": { email: "admin@test.example", name: "Falso", tid: "evil-tenant" },
  "ms-admin": { email: "admin-at-work@contoso.example", name: "Ana", tid: "contoso-tenant" },
  "ms-personal": { email: "rui.pessoal@outlook.example", name: "Rui", tid: MICROSOFT_PERSONAL_TENANT },
  "ms-stranger": { email: "nobody@contoso.example", name: "Ninguém", tid: "contoso-tenant" },
  "google-new": { email: "nova.pessoa@gmail.example", email_verified: true, name: "Nova Pessoa" },
  "google-known": { email: "candidate@test.example", email_verified: true, name: "Carla" },
  "google-unverified": { email: "unverified@gmail.example", email_verified: false, name: "Sem Verificação" },
};

const CLIENT = { client_id: "seleta-test", client_secret: "a-test-secret-of-enough-length-0123456789" };

/** A tiny cookie jar for the provider's own cookies (its interaction and session). */
class Jar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) this.cookies.set(name.trim(), value.join("="));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

describe.each(DEFAULT_DATABASE)("sign-in with an identity provider on %s", (kind) => {
  let storage: TestStorage;
  let server: RunningServer;
  let world: World;
  let provider: Provider;
  let issuer: string;
  let httpServer: ReturnType<Provider["listen"]>;
  /** The Host the browser's calls name: its port is not the server's, and the redirect URI must not follow it. */
  const HOST = "localhost:4100";
  /** Where the provider sends the browser back: the `localhost` site's configured origin (the server's own port). */
  let callbackOrigin = "";

  beforeAll(async () => {
    storage = await createTestStorage(kind, "oidc");
    server = await startServer(testConfig(storage, process.env.DEBUG_OIDC ? { LOG_LEVEL: "warn" } : {}), {
      authLimits: { sessionsPerMinute: 1000, passwordPerMinute: 1000 },
    });
    world = await createWorld(server.db);
    callbackOrigin = `http://localhost:${new URL(server.url).port}`;
    const redirectUris = ["microsoft", "google", "github", "linkedin"].map(
      (name) => `${callbackOrigin}/api/v1/auth/${name}/callback`,
    );
    // Listen first to learn the port: the issuer URL names it.
    const { createServer } = await import("node:http");
    let handler: ReturnType<Provider["callback"]> | undefined;
    httpServer = createServer((req, res) => handler?.(req, res));
    await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
    issuer = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
    provider = new Provider(issuer, {
      clients: [
        { ...CLIENT, redirect_uris: redirectUris, grant_types: ["authorization_code"], response_types: ["code"] },
      ],
      claims: { openid: ["sub", "tid"], email: ["email", "email_verified", "xms_edov"], profile: ["name"] },
      conformIdTokenClaims: false,
      findAccount: (_ctx, id) =>
        PEOPLE[id] ? { accountId: id, claims: () => ({ sub: id, ...PEOPLE[id] }) } : undefined,
      features: { devInteractions: { enabled: true } },
    });
    provider.proxy = false;
    handler = provider.callback();

    const credentials: Record<string, string> = {};
    for (const name of ["microsoft", "google", "github"]) {
      credentials[`${name}_client_id`] = CLIENT.client_id;
      credentials[`${name}_client_secret`] = CLIENT.client_secret;
      credentials[`${name}_issuer`] = issuer;
    }
    await queryRows(
      server.db,
      sql`update site_configs set social_credentials = ${JSON.stringify(credentials)}::jsonb where domain = 'localhost'`,
    );
  });
  afterAll(async () => {
    await new Promise((resolve) => httpServer?.close(resolve));
    await server?.close();
    await storage?.cleanup();
  });

  /** A call to our API from the browser on `localhost:4100`, carrying its cookies. */
  const api = (path: string, cookies: Record<string, string> = {}, token?: string) =>
    server.app.inject({
      method: "GET",
      url: path,
      headers: { host: HOST, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      cookies,
    });

  function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
    return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
  }

  /** Follows the provider's redirects and forms as a browser would, logging in as `login`; answers our callback URL. */
  async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
    const jar = new Jar();
    let url = authorizationUrl;
    for (let step = 0; step < 12; step++) {
      if (url.startsWith(`${callbackOrigin}/`)) return new URL(url);
      const response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
      jar.take(response);
      if (response.status >= 300 && response.status < 400) {
        url = new URL(response.headers.get("location") as string, url).href;
        continue;
      }
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`No form at ${url}: ${response.status} ${html.slice(0, 300)}`);
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      const body = new URLSearchParams(
        prompt === "login" ? { prompt, login, password: "any" } : { prompt: prompt ?? "consent" },
      );
      const submitted = await fetch(new URL(action, url), {
        method: "POST",
        redirect: "manual",
        headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      jar.take(submitted);
      url = new URL(submitted.headers.get("location") as string, url).href;
    }
    throw new Error("Too many steps at the provider");
  }

  /** Starts at our API, signs in at the provider, and comes back to our callback with the flow cookie. */
  async function roundTrip(startPath: string, login: string, token?: string) {
    const started = await api(startPath, {}, token);
    expect(started.statusCode, started.body).toBe(200);
    const { url } = started.json() as { url: string };
    const callback = await signInAtProvider(url, login);
    const back = await api(`${callback.pathname}${callback.search}`, cookiesOf(started));
    return { started, url: new URL(url), back };
  }

  it("builds the authorization URL with PKCE (S256), state and nonce, and binds the flow to the browser", async () => {
    const response = await api("/api/v1/recruiters/microsoft_auths/url");
    const url = new URL(response.json().url);
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("redirect_uri")).toBe(`${callbackOrigin}/api/v1/auth/microsoft/callback`);
    const cookie = response.cookies.find((c) => c.name === FLOW_COOKIE);
    expect(cookie).toMatchObject({ value: url.searchParams.get("state"), httpOnly: true, path: "/api/v1/auth" });
    // Only the state's hash is stored.
    const [row] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from oidc_flows where state_hash = ${url.searchParams.get("state")}`,
    );
    expect(Number(row?.n)).toBe(0);
  });

  it("signs a recruiter in with Microsoft (work account) and remembers it", async () => {
    const { back } = await roundTrip("/api/v1/recruiters/microsoft_auths/url", "ms-work");
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe("/recruiters/");
    const token = cookiesOf(back)[tokenCookie("recruiters")];
    expect(token).toBeTruthy();
    const me = (await api("/api/v1/recruiters", {}, token)).json().recruiter;
    expect(me).toMatchObject({ id: world.recruiter.id, logged_in_with_microsoft: true });
    // Next time the identity (not the e-mail) finds the account.
    await queryRows(
      server.db,
      sql`update accounts set email = 'renamed@test.example' where id = ${world.recruiter.accountId}`,
    );
    const again = await roundTrip("/api/v1/recruiters/microsoft_auths/url", "ms-work");
    expect(again.back.headers.location).toBe("/recruiters/");
    await queryRows(
      server.db,
      sql`update accounts set email = ${world.recruiter.email} where id = ${world.recruiter.accountId}`,
    );
  });

  it("refuses a personal Microsoft account with ?personal_email=1 and no session", async () => {
    const { back } = await roundTrip("/api/v1/recruiters/microsoft_auths/url", "ms-personal");
    expect(back.headers.location).toBe("/recruiters/?personal_email=1");
    expect(cookiesOf(back)[tokenCookie("recruiters")]).toBeUndefined();
  });

  it("links Microsoft to a signed-in recruiter whose work e-mail differs", async () => {
    const signedIn = await server.app.inject({
      method: "POST",
      url: "/api/v1/recruiters/sessions",
      payload: { email: world.admin.email, password: PASSWORD },
    });
    const { token } = signedIn.json();
    const { back } = await roundTrip("/api/v1/recruiters/microsoft_auths/url", "ms-admin", token);
    expect(back.headers.location).toBe("/recruiters/");
    expect((await api("/api/v1/recruiters", {}, token)).json().recruiter.logged_in_with_microsoft).toBe(true);
    const [identity] = await queryRows<{ account_id: number }>(
      server.db,
      sql`select account_id from identities where provider = 'microsoft' and subject = 'ms-admin'`,
    );
    expect(Number(identity?.account_id)).toBe(world.admin.accountId);
  });

  it("refuses to start Microsoft sign-in with another kind of session", async () => {
    const { token } = (
      await server.app.inject({
        method: "POST",
        url: "/api/v1/candidates/sessions",
        payload: { email: world.candidate.email, password: PASSWORD },
      })
    ).json();
    const response = await api("/api/v1/recruiters/microsoft_auths/url", {}, token);
    expect(response.statusCode).toBe(403);
    expect(response.cookies.find((cookie) => cookie.name === FLOW_COOKIE)).toBeUndefined();
  });

  it("sends a Microsoft account nobody here has, or an e-mail Microsoft does not vouch for, back to the login page", async () => {
    for (const login of ["ms-stranger", "ms-spoof"]) {
      const { back } = await roundTrip("/api/v1/recruiters/microsoft_auths/url", login);
      expect(back.headers.location, login).toBe("/business?oauth_error=unknown_account");
      expect(cookiesOf(back)[tokenCookie("recruiters")]).toBeUndefined();
    }
  });

  it("signs a new candidate up with Google: confirmed, registration to complete, the way back kept", async () => {
    const apply = "/candidates/jobs/8f3kq2/applies/new";
    const { back } = await roundTrip(
      `/api/v1/candidates/auth/google/url?return_to=${encodeURIComponent(apply)}`,
      "google-new",
    );
    expect(back.headers.location).toBe(`/candidates/register/?redirect=${encodeURIComponent(apply)}`);
    const token = cookiesOf(back)[tokenCookie("candidates")];
    const me = (await api("/api/v1/candidates", {}, token)).json().candidate;
    expect(me).toMatchObject({
      email: "nova.pessoa@gmail.example",
      name: "Nova Pessoa",
      confirmed: true,
      completed_register: false,
    });
    const [row] = await queryRows<{ business_id: number }>(
      server.db,
      sql`select business_id from candidates where email = 'nova.pessoa@gmail.example'`,
    );
    expect(Number(row?.business_id)).toBe(world.business);
  });

  it("signs a known candidate in with GitHub by their verified e-mail", async () => {
    const { back } = await roundTrip("/api/v1/candidates/auth/github/url", "google-known");
    expect(back.headers.location).toBe("/candidates");
    const token = cookiesOf(back)[tokenCookie("candidates")];
    expect((await api("/api/v1/candidates", {}, token)).json().candidate.id).toBe(world.candidate.id);
  });

  it("starts a candidate's sign-in from a plain link: a redirect to the provider, bound to the browser", async () => {
    const started = await api(
      `/api/v1/candidates/auth/github?return_to=${encodeURIComponent("/candidates/candidacy")}`,
    );
    expect(started.statusCode).toBe(302);
    const url = new URL(started.headers.location as string);
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get("redirect_uri")).toBe(`${callbackOrigin}/api/v1/auth/github/callback`);
    expect(started.cookies.find((c) => c.name === FLOW_COOKIE)?.value).toBe(url.searchParams.get("state"));
    const callback = await signInAtProvider(url.href, "google-known");
    const back = await api(`${callback.pathname}${callback.search}`, cookiesOf(started));
    expect(back.headers.location).toBe("/candidates/candidacy");
    expect(cookiesOf(back)[tokenCookie("candidates")]).toBeTruthy();
    // A provider the host does not offer sends the person back to the sign-in, which says so.
    const disabled = await api("/api/v1/candidates/auth/linkedin");
    expect(disabled.statusCode).toBe(302);
    expect(disabled.headers.location).toBe("/?login&oauth_error=provider_disabled");
  });

  it("sends a candidate back to a way back beyond Latin-1 percent-encoded, a valid Location with the session", async () => {
    const back = "/candidates/jobs/ĉ?term=日本 😀";
    const { back: answer } = await roundTrip(
      `/api/v1/candidates/auth/github/url?return_to=${encodeURIComponent(back)}`,
      "google-known",
    );
    expect(answer.statusCode, answer.body).toBe(302);
    expect(answer.headers.location).toBe("/candidates/jobs/%C4%89?term=%E6%97%A5%E6%9C%AC%20%F0%9F%98%80");
    expect(cookiesOf(answer)[tokenCookie("candidates")]).toBeTruthy();
  });

  it("does not create an account for an unverified e-mail", async () => {
    const { back } = await roundTrip("/api/v1/candidates/auth/google/url", "google-unverified");
    expect(back.headers.location).toBe("/?oauth_error=email_unverified");
  });

  it("offers only the providers the host's configuration enables", async () => {
    const linkedin = await api("/api/v1/candidates/auth/linkedin/url");
    expect(linkedin.statusCode).toBe(404);
    expect(linkedin.json().error.code).toBe("provider_disabled");
    const elsewhere = await server.app.inject({
      method: "GET",
      url: "/api/v1/candidates/auth/google/url",
      headers: { host: "tech.localhost:4100" },
    });
    expect(elsewhere.statusCode).toBe(404);
    const config = (await api("/api/v1/businesses/config?domain=localhost")).json();
    expect(Object.keys(config.social_credentials).sort()).toEqual(["github", "google", "microsoft"]);
    expect(JSON.stringify(config)).not.toContain(CLIENT.client_secret);
  });

  it("refuses a callback without this browser's state, a replayed state and a forged code", async () => {
    const started = await api("/api/v1/recruiters/microsoft_auths/url");
    const callback = await signInAtProvider(started.json().url, "ms-work");
    const path = `${callback.pathname}${callback.search}`;
    // Another browser (no flow cookie) following the same link.
    const stolen = await api(path);
    expect(stolen.headers.location).toBe("/business?oauth_error=invalid_state");
    const first = await api(path, cookiesOf(started));
    expect(first.headers.location).toBe("/recruiters/");
    const replay = await api(path, cookiesOf(started));
    expect(replay.headers.location).toBe("/business?oauth_error=invalid_state");

    const fresh = await api("/api/v1/recruiters/microsoft_auths/url");
    const state = new URL(fresh.json().url).searchParams.get("state") as string;
    const forged = await api(`/api/v1/auth/microsoft/callback?code=forged&state=${state}`, cookiesOf(fresh));
    expect(forged.headers.location).toBe("/business?oauth_error=failed");
    expect(cookiesOf(forged)[tokenCookie("recruiters")]).toBeUndefined();
  });
});
