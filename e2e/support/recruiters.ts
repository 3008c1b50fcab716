/**
 * Signing recruiters in for the journeys, and reading the demo data they act on, through the API the browser uses
 * (the same cookies). Only the admin journey signs in through the login form: the other tests start signed in,
 * so a change to the form breaks one test, not all of them, and the sign-in rate limit (30 a minute) is never hit.
 */
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  request,
} from "@playwright/test";
import accounts from "../accounts.json" with { type: "json" };

/** README.md "Demo accounts": every demo account's password (public, demo data only). */
export const DEMO_PASSWORD = "seleta-demo-2026";

/**
 * The journeys' accounts have an e-mail signature (prepareData.mjs), so the first-signature dialog never opens over
 * what a journey does. WITHOUT_SIGNATURE, a copy of RECRUITER without one, is for the dialog's own test.
 */
export const ADMIN = accounts.admin;
export const RECRUITER = accounts.recruiter;
export const WITHOUT_SIGNATURE = accounts.withoutSignature;

export type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * Signs `email` in (a recruiter, or with `strategy` a candidate) and returns the cookies as a browser state for
 * `origin` (a brand's host: the cookies belong to it). Node cannot resolve `*.localhost` as Chromium does, so the call
 * goes to the loopback address and the cookies (host-only, as the API sets them) are moved to the brand's host.
 */
export async function signIn(
  origin: string,
  email: string,
  strategy: "recruiters" | "candidates" = "recruiters",
): Promise<StorageState> {
  const url = new URL(origin);
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${url.port}` });
  try {
    const answer = await api.post(`/api/v1/${strategy}/sessions`, {
      data: { email, password: DEMO_PASSWORD },
      headers: { host: url.host },
    });
    expect(answer.status(), `signing ${email} in on ${origin}`).toBe(200);
    const state = await api.storageState();
    return { ...state, cookies: state.cookies.map((cookie) => ({ ...cookie, domain: url.hostname })) };
  } finally {
    await api.dispose();
  }
}

/** One session per account and origin for the whole run (the tests run in one worker, one after another). */
const sharedSessions = new Map<string, Promise<StorageState>>();

/**
 * A signed-in browser state for `email` on `origin`. Tests share one session per account and origin, so a run signs
 * in a handful of times, not once per test: each sign-in costs the server a password hash, and the API throttles
 * sign-ins. Every test still gets a browser context of its own. `fresh` signs in anew, for a test that ends its
 * session (the shared one must outlive every test).
 */
export function signedInState(origin: string, email: string, { fresh = false } = {}): Promise<StorageState> {
  if (fresh) return signIn(origin, email);
  const key = `${origin} ${email}`;
  let state = sharedSessions.get(key);
  if (!state) {
    state = signIn(origin, email);
    sharedSessions.set(key, state);
    // A failed sign-in fails its test; the next test tries again.
    state.catch(() => sharedSessions.delete(key));
  }
  return state;
}

export type SignedInContextOptions = BrowserContextOptions & {
  /** A session of its own (signedInState's `fresh`): for a test that signs out or ends the session. */
  freshSession?: boolean;
};

/** A fresh browser context signed in as `email` (pt-BR, like the config's default). */
export async function signedInContext(
  browser: Browser,
  origin: string,
  email: string,
  { freshSession = false, ...options }: SignedInContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: origin,
    locale: "pt-BR",
    ...options,
    storageState: await signedInState(origin, email, { fresh: freshSession }),
  });
}

/** An API client signed in as `email`, to read or prepare the data a test needs. */
export async function signedInApi(origin: string, email: string): Promise<APIRequestContext> {
  const loopback = `http://127.0.0.1:${new URL(origin).port}`;
  return request.newContext({ baseURL: loopback, storageState: await signedInState(loopback, email) });
}

/** The body of a successful API call (the test fails with the answer's text otherwise). */
export async function apiJson<T>(
  api: APIRequestContext,
  method: "get" | "post" | "patch" | "put" | "delete",
  path: string,
  data?: unknown,
): Promise<T> {
  const answer = await api[method](`/api/v1${path}`, data === undefined ? {} : { data });
  expect(answer.ok(), `${method.toUpperCase()} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** The records of a list call (`/recruiters/<entity>?…`: `where` and `order` as objects), under its root key. */
export async function listRecords<T extends { id: number }>(
  api: APIRequestContext,
  entity: string,
  params: { where?: object; order?: object; per_page?: number; [name: string]: unknown } = {},
): Promise<{ records: T[]; total: number }> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.set(name, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  const body = await apiJson<Record<string, unknown>>(api, "get", `/recruiters/${entity}?${query}`);
  return { records: (body[entity] ?? []) as T[], total: (body.meta as { total: number }).total };
}

/** The first record of a list call, or the test fails. */
export async function firstRecord<T extends { id: number }>(
  api: APIRequestContext,
  entity: string,
  params: Parameters<typeof listRecords>[2] = {},
): Promise<T> {
  const { records } = await listRecords<T>(api, entity, { ...params, per_page: 1 });
  const record = records[0];
  if (!record) throw new Error(`No ${entity} in the demo data for ${JSON.stringify(params)}`);
  return record;
}

/**
 * Among the ten jobs with the most applies by their counter (narrowed by `where`), the first that has `count` applies
 * now, with those applies' ids: other journeys run first and change the data, so the counter alone cannot decide.
 */
export async function jobWithApplies(
  api: APIRequestContext,
  count: number,
  where: object = {},
): Promise<{ job: { id: number; title: string }; applies: { id: number }[] }> {
  const { records: busiest } = await listRecords<{ id: number; title: string }>(api, "jobs", {
    where,
    order: { applies_count: "desc" },
    per_page: 10,
  });
  for (const job of busiest) {
    const { records: applies } = await listRecords<{ id: number }>(api, "applies", {
      where: { job: job.id },
      per_page: count,
    });
    if (applies.length === count) return { job, applies };
  }
  throw new Error(`No job with ${count} applies among the ten busiest for ${JSON.stringify(where)}`);
}

/** The bell's unread count as its accessible name says it ("Notificações, 2 novas"); 0 without the suffix. */
export async function unreadCount(page: Page): Promise<number> {
  const name = (await page.getByRole("button", { name: /^Notificações/ }).getAttribute("aria-label")) ?? "";
  const match = /,\s*(\d+)/.exec(name);
  return match ? Number(match[1]) : 0;
}

/** A contact of a job's company a shortlist can go to (`GET …/recipients`' `contacts`). */
export type ShortlistContact = { id: number; name: string; email: string | null; way: "portal" | "link" };

/** A shortlist as the builder's calls answer it, as far as the journeys read it. */
export type ShortlistAnswer = { id: number; items: { apply_id: number; candidate: { name: string } }[] };

/**
 * A new draft shortlist named `name`, with two applies, of the first of the ten busiest jobs whose company has a
 * contact `wanted` accepts, and that contact; a draft made for a job without one is deleted again.
 */
export async function shortlistWithContact(
  api: APIRequestContext,
  name: string,
  wanted: (contact: ShortlistContact) => boolean = () => true,
): Promise<{ shortlist: ShortlistAnswer; contact: ShortlistContact }> {
  const { records: jobs } = await listRecords<{ id: number }>(api, "jobs", {
    order: { applies_count: "desc" },
    per_page: 10,
  });
  for (const job of jobs) {
    const { records: applies } = await listRecords<{ id: number }>(api, "applies", {
      where: { job: job.id },
      per_page: 2,
    });
    if (applies.length === 0) continue;
    const { shortlist } = await apiJson<{ shortlist: ShortlistAnswer }>(
      api,
      "post",
      `/recruiters/jobs/${job.id}/shortlists`,
      {
        shortlist: { name, apply_ids: applies.map((apply) => apply.id) },
      },
    );
    const { contacts } = await apiJson<{ contacts: ShortlistContact[] }>(
      api,
      "get",
      `/recruiters/shortlists/${shortlist.id}/recipients`,
    );
    const contact = contacts.find(wanted);
    if (contact) return { shortlist, contact };
    await apiJson(api, "delete", `/recruiters/shortlists/${shortlist.id}`);
  }
  throw new Error(`No job among the ten busiest has a contact for "${name}"`);
}

/**
 * Follows a background download to its file, as the progress dialog offers it: waits for `ready` in the dialog, then
 * clicks its link and answers the file's suggested name and path.
 */
export async function downloadFromProgress(page: Page, ready: string): Promise<{ name: string; path: string }> {
  const progress = page.getByRole("dialog", { name: "Progresso da tarefa" });
  await expect(progress.getByText(ready)).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    progress.getByRole("link", { name: "Baixar arquivo" }).click(),
  ]);
  return { name: download.suggestedFilename(), path: await download.path() };
}
