/**
 * The recruiters' sign-in page (`/business`, the page every signed-out recruiter lands on) loads only what it
 * shows: not the validation library (zod, ~25 kB gzip), the entity registry's labels nor the recruiter area's texts;
 * and a recruiter's page does not load the sign-in pages' texts nor the candidate area's, which only the server
 * reads (the candidate area's pages are documents): each page loads its message sets (app/i18n/messageSets.ts). Each
 * marker is checked where it is meant to be found too, so the markers below are known to find what they look for.
 */
import { expect, type Page, test } from "@playwright/test";
import { signedInCandidateContext } from "./support/candidates";
import { RECRUITER, signedInContext } from "./support/recruiters";

const origin = `http://localhost:${process.env.E2E_PORT}`;

/** A name in zod's own code (its error class), which no module of ours spells out. */
const ZOD_MARKER = "ZodError";

/**
 * A label only the entity registry holds (a candidate's hiring regimes of interest field), so found only in the
 * candidates' definition's chunk (the compiled field labels are the server's alone).
 */
const REGISTRY_MARKER = "Regimes de interesse";

/** Words of a text only the candidate area shows (its dashboard's lead), in the area's own messages. */
const CANDIDATE_AREA_MARKER = "consultorias leem";

/** Words of the recruiters' sign-in lead, only in the sign-in pages' message set (`signIn`). */
const SIGN_IN_MARKER = "Entre com o seu e-mail e a sua senha";

/** Words of the recruiters' dashboard lead, only in the recruiter area's message set (`recruiters`). */
const RECRUITER_AREA_MARKER = "Sua semana em";

/** The URL and body of every script `page` receives while `load` runs, until the network is idle. */
async function scriptsLoadedBy(page: Page, load: () => Promise<unknown>): Promise<Map<string, string>> {
  const bodies = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" || response.url().endsWith(".js")) {
      bodies.set(response.url(), response.text());
    }
  });
  await load();
  await page.waitForLoadState("networkidle");
  const scripts = new Map<string, string>();
  for (const [url, body] of bodies) scripts.set(url, await body);
  return scripts;
}

function scriptsHolding(scripts: Map<string, string>, marker: string): string[] {
  return [...scripts].filter(([, body]) => body.includes(marker)).map(([url]) => new URL(url).pathname);
}

test("the recruiters' sign-in page loads no zod, no entity labels and no recruiter area's texts", async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, () => page.goto("/business"));
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
  expect(scripts.size).toBeGreaterThan(5);
  expect(scriptsHolding(scripts, ZOD_MARKER)).toEqual([]);
  expect(scriptsHolding(scripts, REGISTRY_MARKER)).toEqual([]);
  expect(scriptsHolding(scripts, SIGN_IN_MARKER)).not.toEqual([]);
  expect(scriptsHolding(scripts, RECRUITER_AREA_MARKER)).toEqual([]);
});

test("a recruiter's form page loads zod, the entity labels and the area's texts, not the sign-in's", async ({
  browser,
}) => {
  const context = await signedInContext(browser, origin, RECRUITER.email);
  const page = await context.newPage();
  const scripts = await scriptsLoadedBy(page, () => page.goto("/recruiters/candidates/new"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scriptsHolding(scripts, ZOD_MARKER)).not.toEqual([]);
  expect(scriptsHolding(scripts, REGISTRY_MARKER)).not.toEqual([]);
  expect(scriptsHolding(scripts, CANDIDATE_AREA_MARKER)).toEqual([]);
  expect(scriptsHolding(scripts, RECRUITER_AREA_MARKER)).not.toEqual([]);
  expect(scriptsHolding(scripts, SIGN_IN_MARKER)).toEqual([]);
  await context.close();
});

test("a candidate's page shows the candidate area's texts and loads no script", async ({ browser }) => {
  const context = await signedInCandidateContext(browser, origin);
  const page = await context.newPage();
  const scripts = await scriptsLoadedBy(page, () => page.goto("/candidates/home"));
  // The marker is found where it is: in the page the server drew, from the messages only the server reads.
  await expect(page.getByText(new RegExp(CANDIDATE_AREA_MARKER))).toBeVisible();
  expect([...scripts.keys()]).toEqual([]);
  await context.close();
});
