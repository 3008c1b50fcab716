/**
 * Against the real API: the HTTP client itself (errors, headers, query strings), sign-in for the three strategies,
 * the signed-in user, sign-out, sign-up and confirmation, password reset, spec §4's session-expired event, the
 * business configuration, and the recruiter's businesses, dashboard and profile.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD, schema } from "@seleta/api";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  businessConfigQueries,
  confirmEmail,
  createHttpClient,
  getAdminDashboard,
  getBusinessConfig,
  getBusinesses,
  getBusinessSelection,
  getCandidateAuthUrl,
  getHealth,
  getMe,
  getMicrosoftAuthUrl,
  getRecruiterProfile,
  healthQueries,
  recruiterMutations,
  recruiterQueries,
  requestPasswordReset,
  resetPassword,
  type SessionExpiredEvent,
  selectBusiness,
  sessionMutations,
  sessionQueries,
  signIn,
  signOut,
  signUpCandidate,
  toQueryString,
  updateSignature,
} from "../src";
import { runMutation, startTestApi, type TestApi } from "./support/api";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
}, 120_000);

afterAll(async () => {
  await api?.close();
}, 60_000);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

function recordSessionExpiry(http: { onSessionExpired: (listener: (event: SessionExpiredEvent) => void) => unknown }) {
  const events: SessionExpiredEvent[] = [];
  http.onSessionExpired((event) => events.push(event));
  return events;
}

/** The token of the last mail of a kind to an address (the outbox is what an administrator reads today). */
async function outboxToken(email: string, kind: string): Promise<string> {
  // A reset's mail is queued after the answer has left: wait for that work first.
  await api.server.settled();
  const mails = await api.server.db.drizzle.select().from(schema.outbox);
  const last = mails
    .filter((mail) => mail.to_email === email && mail.kind === kind)
    .sort((a, b) => Number(a.id) - Number(b.id))
    .at(-1);
  if (!last) throw new Error(`No ${kind} mail for ${email}`);
  return (last.payload as { token: string }).token;
}

describe("sign-in, the signed-in user and sign-out (spec §7)", () => {
  it.each([
    ["recruiters", DEMO_ACCOUNTS.recruiter.email, "is_admin"],
    ["candidates", DEMO_ACCOUNTS.candidate.email, "completed_register"],
    ["client_contacts", DEMO_ACCOUNTS.client.email, "client_company_id"],
  ] as const)("signs a %s account in and reads it back under its root key", async (strategy, email, ownKey) => {
    const signedIn = await signIn(api.anonymous(), strategy, { email, password: DEMO_PASSWORD });
    expect(signedIn.token).toMatch(/^\S{20,}$/);
    expect(signedIn.user.email).toBe(email);
    expect(signedIn.user).toHaveProperty(ownKey);

    const http = api.anonymous({ getToken: () => signedIn.token });
    await expect(getMe(http, strategy)).resolves.toEqual(signedIn.user);

    await signOut(http, strategy);
    const error = (await getMe(http, strategy).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
  });

  it("answers exactly the keys the client's user types declare", async () => {
    const { http } = await api.signedIn("admin");
    const recruiter = await getMe(http, "recruiters");
    expect(Object.keys(recruiter).sort()).toEqual(
      [
        "id",
        "name",
        "email",
        "is_admin",
        "photoUrl",
        "signature",
        "devise_token",
        "logged_in_with_microsoft",
        "role_permissions",
        "business_id",
      ].sort(),
    );
    const candidate = await getMe((await api.signedIn("candidate")).http, "candidates");
    expect(Object.keys(candidate).sort()).toEqual(
      ["id", "name", "email", "avatar_url", "completed_register", "confirmed"].sort(),
    );
    const contact = await getMe((await api.signedIn("client")).http, "client_contacts");
    expect(Object.keys(contact).sort()).toEqual(
      ["id", "name", "email", "is_admin", "photoUrl", "client_company_id"].sort(),
    );
  });

  it("uses the browser's session cookie when an SSR loader forwards it", async () => {
    const response = await fetch(`${api.server.url}/api/v1/recruiters/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }),
    });
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const http = api.anonymous({ getHeaders: () => ({ cookie }) });
    await expect(getMe(http, "recruiters")).resolves.toMatchObject({
      email: DEMO_ACCOUNTS.admin.email,
      is_admin: true,
    });
  });

  it("lets a public page ask whether anyone is signed in without announcing an expired session", async () => {
    const http = api.anonymous();
    const events = recordSessionExpiry(http);
    await expect(getMe(http, "candidates", { signedIn: false })).resolves.toBeNull();
    expect(events).toEqual([]);
  });
});

describe("the session-expired event (spec §4: 'Session expired!', logout, go to /)", () => {
  it("is emitted once per signed-in call that answers 401, with the error and the call", async () => {
    const { http, token } = await api.signedIn("recruiter");
    const events = recordSessionExpiry(http);
    await getMe(http, "recruiters");
    expect(events).toEqual([]);

    // The session ends elsewhere (another tab signed out, or it expired): the next call finds out.
    await signOut(api.anonymous({ getToken: () => token }), "recruiters");
    const error = await getMe(http, "recruiters").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(events).toHaveLength(1);
    expect(events[0]?.error).toBe(error);
    expect(events[0]).toMatchObject({ method: "GET", path: "/recruiters" });
    expect(events[0]?.error.code).toBe("session_expired");
  });

  it("is not emitted by the sign-in call's own 401 (a wrong password)", async () => {
    const http = api.anonymous();
    const events = recordSessionExpiry(http);
    const error = (await signIn(http, "recruiters", {
      email: DEMO_ACCOUNTS.recruiter.email,
      password: "not the password",
    }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.code).toBe("invalid_credentials");
    expect(error.message).toBeTruthy();
    expect(events).toEqual([]);
  });

  it("stops reaching a listener once it unsubscribes, and survives a listener that throws", async () => {
    const http = api.anonymous({ getToken: () => "no-such-session-token-0000000000" });
    const seen: string[] = [];
    const unsubscribe = http.onSessionExpired(() => seen.push("first"));
    http.onSessionExpired(() => {
      throw new Error("a broken listener");
    });
    http.onSessionExpired(() => seen.push("third"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = await getMe(http, "recruiters").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(seen).toEqual(["first", "third"]);
    expect(logged).toHaveBeenCalledWith("A session-expired listener failed", expect.any(Error));
    unsubscribe();
    await getMe(http, "recruiters").catch(() => undefined);
    expect(seen).toEqual(["first", "third", "third"]);
    logged.mockRestore();
  });
});

describe("getting an account and getting back into it", () => {
  it("signs a candidate up, signs in unconfirmed, and confirms the e-mail with the mailed token", async () => {
    const http = api.anonymous();
    const email = `new.${Date.now()}@example.test`;
    const message = await signUpCandidate(http, { name: "Nova Pessoa", email, password: "a long enough secret" });
    expect(message).toMatch(/\S/);
    const signedIn = await signIn(http, "candidates", { email, password: "a long enough secret" });
    expect(signedIn.user).toMatchObject({ email, confirmed: false, completed_register: false });

    const confirmed = await confirmEmail(http, await outboxToken(email, "confirmation"));
    expect(confirmed).toEqual({ id: signedIn.user.id, email, confirmed: true });
    const again = await signIn(http, "candidates", { email, password: "a long enough secret" });
    expect(again.user.confirmed).toBe(true);
  });

  it("answers a taken e-mail as a new one, mails its owner, and names invalid fields in the caller's language", async () => {
    const http = api.anonymous({ getLocale: () => "en" });
    const fresh = await signUpCandidate(http, {
      name: "Someone",
      email: `fresh.${Date.now()}@example.test`,
      password: "a long enough secret",
    });
    const taken = await signUpCandidate(http, {
      name: "Carla",
      email: DEMO_ACCOUNTS.candidate.email,
      password: "a long enough secret",
    });
    expect(taken).toBe(fresh);
    const mails = await api.server.db.drizzle.select().from(schema.outbox);
    expect(mails.filter((mail) => mail.to_email === DEMO_ACCOUNTS.candidate.email).map((mail) => mail.kind)).toContain(
      "sign_up_attempt",
    );

    const invalid = (await signUpCandidate(http, { name: "", email: "not-an-email", password: "short" }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(invalid.isValidation).toBe(true);
    expect(invalid.code).toBe("validation_failed");
    expect(Object.keys(invalid.fields)).toEqual(
      expect.arrayContaining(["candidate.name", "candidate.email", "candidate.password"]),
    );

    const weak = (await signUpCandidate(http, { name: "Eva", email: "eva@example.test", password: "password" }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(weak.fieldMessage("password")).toMatch(/^Weak password: This is a heavily used password/);
  });

  // Up to twenty argon2id verifications: seconds on a busy machine.
  it("tells a locked account how long to wait (retry-after) without announcing an expired session", async () => {
    const http = api.anonymous();
    const events = recordSessionExpiry(http);
    const email = `locked.${Date.now()}@example.test`;
    await signUpCandidate(http, { name: "Tranca Da Silva", email, password: "a long enough secret" });
    let last: ApiError | undefined;
    for (let attempt = 0; attempt < 21 && last?.code !== "account_locked"; attempt += 1) {
      last = await failure(signIn(http, "candidates", { email, password: "wrong secret" }));
    }
    expect(last?.code).toBe("account_locked");
    expect(last?.status).toBe(401);
    expect(last?.retryAfterSeconds).toBeGreaterThan(0);
    expect(events).toEqual([]);
  }, 30_000);

  it("resets a forgotten password with the mailed token", async () => {
    const http = api.anonymous();
    const email = DEMO_ACCOUNTS.newCandidate.email;
    await expect(requestPasswordReset(http, "candidates", email)).resolves.toMatch(/\S/);
    // An unknown e-mail gets the very same answer: nobody learns who has an account.
    await expect(requestPasswordReset(http, "candidates", "nobody@example.test")).resolves.toBe(
      await requestPasswordReset(http, "candidates", email),
    );
    await resetPassword(http, "candidates", {
      token: await outboxToken(email, "password_reset"),
      password: "another long secret",
    });
    await expect(signIn(http, "candidates", { email, password: "another long secret" })).resolves.toMatchObject({
      user: { email },
    });
    const reused = (await resetPassword(http, "candidates", {
      token: await outboxToken(email, "password_reset"),
      password: "yet another secret",
    }).catch((e: unknown) => e)) as ApiError;
    expect(reused).toBeInstanceOf(ApiError);
    expect(reused.status).toBeGreaterThanOrEqual(400);
  });
});

describe("session queries and mutations with a real QueryClient", () => {
  it("fills the user's query on sign-in and empties the cache on sign-out", async () => {
    const queryClient = new QueryClient();
    let token: string | undefined;
    const http = api.anonymous({ getToken: () => token });
    const signedIn = await runMutation(queryClient, sessionMutations.signIn(http, "recruiters"), {
      email: DEMO_ACCOUNTS.admin.email,
      password: DEMO_PASSWORD,
    });
    token = signedIn.token;
    const meKey = sessionQueries.me(http, "recruiters").queryKey;
    expect(meKey).toEqual(["session", "recruiters", "me"]);
    expect(queryClient.getQueryData(meKey)).toEqual(signedIn.user);
    await expect(queryClient.fetchQuery(sessionQueries.me(http, "recruiters"))).resolves.toEqual(signedIn.user);

    await runMutation(queryClient, sessionMutations.signOut(http, "recruiters"), undefined);
    expect(queryClient.getQueryData(meKey)).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe("the HTTP client", () => {
  it("reads the health of the server and its database, directly and through its query options", async () => {
    const http = api.anonymous();
    await expect(getHealth(http)).resolves.toEqual({ status: "ok", database: "pglite" });
    const queryClient = new QueryClient();
    const health = await queryClient.fetchQuery(healthQueries.status(http));
    expect(queryClient.getQueryData(["health", "status"])).toEqual(health);
  });

  it("turns the API's error body into an ApiError with status, code, request id and the call", async () => {
    const error = await failure(api.anonymous().get("/no-such-route"));
    expect(error.status).toBe(404);
    expect(error.code).toBe("not_found");
    expect(error.isNotFound).toBe(true);
    expect(error.message).toBeTruthy();
    expect(error.requestId).toMatch(/\S+/);
    expect(error).toMatchObject({ method: "GET", path: "/no-such-route" });
    expect(error.isUnauthorized).toBe(false);
  });

  it("reports an unreachable server as a network error in the caller's language, not a crash", async () => {
    const error = await failure(getHealth(createHttpClient({ baseUrl: "http://127.0.0.1:9", getLocale: () => "en" })));
    expect(error.isNetworkError).toBe(true);
    expect(error.code).toBe("network_error");
    expect(error.message).toBe("The connection to the server was lost, please try again later.");
    const ptBR = await failure(getHealth(createHttpClient({ baseUrl: "http://127.0.0.1:9/" })));
    expect(ptBR.message).toBe("Conexão com o servidor foi perdida, tente novamente mais tarde.");
  });

  it("lets an aborted call reject with the abort, not a network error", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await getHealth(api.anonymous(), controller.signal).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("sends the bearer token, the language and the caller's headers", async () => {
    const seen: Headers[] = [];
    const http = api.anonymous({
      getToken: () => "token-123",
      getLocale: () => "en",
      getHeaders: () => ({ "x-request-id": "ssr-request-1" }),
      fetch: (input, init) => {
        seen.push(new Headers(init?.headers));
        return fetch(input, init);
      },
    });
    await getHealth(http);
    expect(seen[0]?.get("authorization")).toBe("Bearer token-123");
    expect(seen[0]?.get("accept-language")).toBe("en");
    expect(seen[0]?.get("x-request-id")).toBe("ssr-request-1");
  });

  it("encodes objects and arrays as JSON in query strings and drops empty values", () => {
    expect(toQueryString({ term: "ana", entity: ["candidates", "jobs"], page: 2, skip: undefined, none: null })).toBe(
      `?term=ana&entity=${encodeURIComponent('["candidates","jobs"]')}&page=2`,
    );
    expect(toQueryString({})).toBe("");
  });
});

describe("the business configuration (spec §7, read by the SSR server)", () => {
  it("serves a configured host and the defaults for an unknown one", async () => {
    const http = api.anonymous();
    const local = await getBusinessConfig(http, "localhost:3000");
    expect(local).toMatchObject({ domain: "localhost", is_default: false });
    expect(local.colors.light.primary).toMatch(/^#/);
    const unknown = await getBusinessConfig(http, "nobody.example");
    expect(unknown.is_default).toBe(true);

    const queryClient = new QueryClient();
    const options = businessConfigQueries.byDomain(http, "tech.localhost");
    expect(options.queryKey).toEqual(["businessConfig", "tech.localhost"]);
    await expect(queryClient.fetchQuery(options)).resolves.toMatchObject({ domain: "tech.localhost", brand: "tech" });
  });
});

describe("the recruiter's businesses, dashboard and profile (spec §7)", () => {
  it("lists the businesses, switches the current one and refetches what the switch changes", async () => {
    const { http } = await api.signedIn("admin");
    const businesses = await getBusinesses(http);
    expect(businesses.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(businesses[0] ?? {}).sort()).toEqual(["id", "logo_url", "name"]);
    const selection = await getBusinessSelection(http);
    expect(selection.businesses).toEqual(businesses);
    const other = businesses.find((business) => business.id !== selection.business_selected?.id);
    if (!other) throw new Error("The demo has several businesses");

    const queryClient = new QueryClient();
    await queryClient.fetchQuery(recruiterQueries.businessSelection(http));
    await queryClient.fetchQuery(recruiterQueries.adminDashboard(http));
    const switched = await runMutation(queryClient, recruiterMutations.selectBusiness(http), other.id);
    expect(switched.business_selected).toEqual(other);
    expect(queryClient.getQueryData(recruiterQueries.businessSelection(http).queryKey)).toEqual(switched);
    expect(queryClient.getQueryState(recruiterQueries.businessSelection(http).queryKey)?.isInvalidated).toBe(false);
    // The dashboard's figures were the other business's: they are stale now.
    expect(queryClient.getQueryState(recruiterQueries.adminDashboard(http).queryKey)?.isInvalidated).toBe(true);
    await expect(getMe(http, "recruiters")).resolves.toMatchObject({ business_id: other.id });

    const back = await selectBusiness(http, selection.business_selected?.id ?? other.id);
    expect(back.business_selected).toEqual(selection.business_selected);
  });

  it("refuses a business the recruiter does not work in, typed as a 403", async () => {
    const { http } = await api.signedIn("recruiter");
    const error = await failure(selectBusiness(http, 999_999));
    expect(error.isForbidden).toBe(true);
    expect(error.code).toBe("forbidden");
  });

  it("reads the administrator's dashboard figures, and refuses a plain recruiter", async () => {
    const { http } = await api.signedIn("admin");
    const dashboard = await getAdminDashboard(http);
    expect(dashboard.data.nubela_credit).toEqual(expect.any(Number));
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(recruiterQueries.adminDashboard(http))).resolves.toEqual(dashboard);

    const recruiter = await api.signedIn("recruiter");
    const error = await failure(getAdminDashboard(recruiter.http));
    expect(error.status).toBe(403);
  });

  it("reads the profile and saves a sanitised signature into the profile and the session user", async () => {
    const { http } = await api.signedIn("recruiter");
    const queryClient = new QueryClient();
    const profile = await queryClient.fetchQuery(recruiterQueries.profile(http));
    await expect(getRecruiterProfile(http)).resolves.toEqual(profile);

    const saved = await runMutation(
      queryClient,
      recruiterMutations.updateSignature(http),
      '<p>Rui <strong>Recrutador</strong></p><script>alert("x")</script>',
    );
    expect(saved.signature).toContain("<strong>Recrutador</strong>");
    expect(saved.signature).not.toContain("<script");
    expect(queryClient.getQueryData(recruiterQueries.profile(http).queryKey)).toEqual(saved);
    expect(queryClient.getQueryData(["session", "recruiters", "me"])).toEqual(saved);
    await expect(updateSignature(http, null)).resolves.toMatchObject({ signature: null });
  });

  it("asks where to sign in with an identity provider, without ending any session on refusal", async () => {
    // The test calls 127.0.0.1: a configuration of that host enables GitHub (its flow needs no discovery).
    const [business] = await api.server.db.drizzle.select().from(schema.businesses);
    await api.server.db.drizzle.insert(schema.site_configs).values({
      domain: "127.0.0.1",
      business_id: Number(business?.id),
      title: "Seleta (test host)",
      social_credentials: { github_client_id: "github-public-id", github_client_secret: "github-secret" },
    });
    const http = api.anonymous();
    const events = recordSessionExpiry(http);
    const url = new URL(await getCandidateAuthUrl(http, "github", "/jobs"));
    expect(url.origin).toBe("https://github.com");
    expect(url.searchParams.get("client_id")).toBe("github-public-id");

    // Microsoft is not configured in the demo: a typed 404 naming why, and no 'Session expired!'.
    const error = await failure(getMicrosoftAuthUrl(http));
    expect(error.status).toBe(404);
    expect(error.code).toBe("provider_disabled");
    expect(events).toEqual([]);
  });
});
