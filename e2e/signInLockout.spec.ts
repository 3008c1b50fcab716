/**
 * A stranger cannot lock the owner out: a browser that signed in to an account before (it holds the device cookie)
 * still signs in after more failed sign-ins from elsewhere than the lockout allows, through the sign-in form and
 * through the API, for the three strategies. Candidates sign in on the home's form (a page action that calls the
 * API in-process), recruiters on `/business` (the browser calls the API); client contacts sign in on
 * `/client_contacts/` with the recruiters' screen (the same browser call), so theirs is proved through the API alone.
 * Each strategy locks an account of its own (accounts.json, prepared by
 * prepareData.mjs): the journeys' accounts stay usable for strangers, which every fresh test context is.
 */
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  request,
  test,
} from "@playwright/test";
import accounts from "./accounts.json" with { type: "json" };
import { hydrated } from "./support/pages";
import { DEMO_PASSWORD } from "./support/recruiters";

const port = process.env.E2E_PORT;
const origin = `http://localhost:${port}`;

/** Failed sign-ins from elsewhere: one more than the lockout's threshold (20). */
const STRANGER_FAILURES = 21;
/** How many of them a stranger's browser makes through the form (the rest go to the API, which is quicker). */
const FORM_FAILURES = 3;

type Strategy = "candidates" | "recruiters" | "client_contacts";

const LOCKED = /^Muitas tentativas sem sucesso com este e-mail/;
const INVALID = "E-mail ou senha incorretos.";

/** A browser of its own (cookies and all), in Portuguese like the config's default. */
function newBrowser(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: origin, locale: "pt-BR" });
}

/** An API client without cookies from any browser (Node resolves the loopback address, the Host names the site). */
function apiWithoutCookies(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: `http://127.0.0.1:${port}`, extraHTTPHeaders: { host: `localhost:${port}` } });
}

function signInCall(api: APIRequestContext, strategy: Strategy, email: string, password: string) {
  return api.post(`/api/v1/${strategy}/sessions`, { data: { email, password } });
}

async function signOut(api: APIRequestContext, strategy: Strategy): Promise<void> {
  expect((await api.delete(`/api/v1/${strategy}/sessions`)).status()).toBe(204);
}

/** The failures the API answers after the form's: `invalid_credentials` until the lock, `account_locked` from it. */
async function apiFailures(strategy: Strategy, email: string, count: number): Promise<void> {
  const stranger = await apiWithoutCookies();
  try {
    const codes: string[] = [];
    for (let attempt = 0; attempt < count; attempt++) {
      const answer = await signInCall(stranger, strategy, email, "palpite errado");
      expect(answer.status()).toBe(401);
      codes.push((await answer.json()).error.code);
    }
    expect(codes.at(-1)).toBe("account_locked");
    // Locked for strangers: the right password is refused too, with the time to wait.
    const right = await signInCall(stranger, strategy, email, DEMO_PASSWORD);
    expect((await right.json()).error.code).toBe("account_locked");
    expect(Number(right.headers()["retry-after"])).toBeGreaterThan(0);
  } finally {
    await stranger.dispose();
  }
}

/** Clicks a form's button and waits for the server's answer to its POST to `path`: every attempt counts. */
async function sent(page: Page, path: string, button: Locator): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === path,
  );
  await button.click();
  await answered;
}

/** The home's candidate sign-in panel: fills it in and sends it (the page has no scripts: a plain form post). */
async function candidateForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`/?redirect=${encodeURIComponent("/candidates/candidacy")}`);
  const panel = page.getByRole("region", { name: "Entrar como candidato" });
  await panel.getByRole("textbox", { name: "E-mail" }).fill(email);
  await panel.getByLabel("Senha").fill(password);
  await sent(page, "/", panel.getByRole("button", { name: "Entrar", exact: true }));
}

/** The recruiters' sign-in on `/business`: fills it in once the page has hydrated, and sends it. */
async function recruiterForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`/business?redirect=${encodeURIComponent("/recruiters/jobs")}`);
  await hydrated(page);
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Senha" }).fill(password);
  await sent(page, "/api/v1/recruiters/sessions", page.getByRole("button", { name: "Entrar" }));
}

const FORMS = [
  {
    strategy: "candidates" as const,
    who: "a candidate",
    email: accounts.lockoutCandidate.email,
    form: candidateForm,
    signedInPath: "/candidates/candidacy",
  },
  {
    strategy: "recruiters" as const,
    who: "a recruiter",
    email: accounts.lockoutRecruiter.email,
    form: recruiterForm,
    signedInPath: "/recruiters/jobs",
  },
];

// Two browsers, 21 failed sign-ins and the recruiters' area twice: on a busy two-core machine that is minutes.
test.describe.configure({ timeout: 180_000 });

for (const { strategy, who, email, form, signedInPath } of FORMS) {
  test(`${who} who signed in through the form before is not locked out by ${STRANGER_FAILURES} failures from elsewhere`, async ({
    browser,
  }) => {
    // The owner's browser signs in through the form once (it is given the device cookie), then signs out. Its
    // signed-in page is closed first: the area it shows has nothing to do with what follows.
    const owner = await newBrowser(browser);
    const first = await owner.newPage();
    await form(first, email, DEMO_PASSWORD);
    await expect(first).toHaveURL((url) => url.pathname === signedInPath);
    await first.close();
    await signOut(owner.request, strategy);

    // A stranger's browser fails through the form, then through the API, until the e-mail is locked for strangers.
    const stranger = await (await newBrowser(browser)).newPage();
    for (let attempt = 0; attempt < FORM_FAILURES; attempt++) {
      await form(stranger, email, "palpite errado");
      await expect(stranger.getByRole("alert").first()).toContainText(INVALID);
    }
    await apiFailures(strategy, email, STRANGER_FAILURES - FORM_FAILURES);
    // The stranger's browser is refused with the right password, and told why.
    await form(stranger, email, DEMO_PASSWORD);
    await expect(stranger.getByRole("alert").first()).toContainText(LOCKED);
    await expect(stranger).not.toHaveURL((url) => url.pathname === signedInPath);
    await stranger.context().close();

    // The owner's browser still signs in through the form, and through the API with its cookies.
    const again = await owner.newPage();
    await form(again, email, DEMO_PASSWORD);
    await expect(again).toHaveURL((url) => url.pathname === signedInPath);
    await again.close();
    await signOut(owner.request, strategy);
    const api = await signInCall(owner.request, strategy, email, DEMO_PASSWORD);
    expect(api.status(), await api.text()).toBe(200);
    await owner.close();
  });
}

test(`a client contact (through the API) who signed in before is not locked out by ${STRANGER_FAILURES} failures from elsewhere`, async () => {
  const email = accounts.lockoutClientContact.email;
  // The owner's client keeps its cookies, as a browser does.
  const owner = await apiWithoutCookies();
  try {
    expect((await signInCall(owner, "client_contacts", email, DEMO_PASSWORD)).status()).toBe(200);
    await signOut(owner, "client_contacts");
    await apiFailures("client_contacts", email, STRANGER_FAILURES);
    const again = await signInCall(owner, "client_contacts", email, DEMO_PASSWORD);
    expect(again.status(), await again.text()).toBe(200);
  } finally {
    await owner.dispose();
  }
});
