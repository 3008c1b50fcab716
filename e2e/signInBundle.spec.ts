/**
 * The recruiters' sign-in page (`/business`, the page every signed-out recruiter lands on) loads only what it
 * shows: not the validation library (zod, ~25 kB gzip) nor the entity registry's labels; and a recruiter's page does
 * not load the candidate area's texts, which only the server reads (the candidate area's pages are documents). Each
 * marker is checked where it is meant to be found too, so the markers below are known to find what they look for.
 */
import { expect, type Page, test } from "@playwright/test";
import { signedInCandidateContext } from "./support/candidates";
import { RECRUITER, signedInContext } from "./support/recruiters";

const origin = `http://localhost:${process.env.E2E_PORT}`;

/** A name in zod's own code (its error class), which no module of ours spells out. */
const ZOD_MARKER = "ZodError";

/**
 * A label only the entity registry holds (an application's cover letter field), so found only in the registry's
 * chunk and in the compiled entity field messages.
 */
const REGISTRY_MARKER = "Carta de apresentação";

/** Words of a text only the candidate area shows (its dashboard's lead), in the area's own messages. */
const CANDIDATE_AREA_MARKER = "consultorias leem";

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

test("the recruiters' sign-in page loads no zod and no entity labels", async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, () => page.goto("/business"));
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
  expect(scripts.size).toBeGreaterThan(5);
  expect(scriptsHolding(scripts, ZOD_MARKER)).toEqual([]);
  expect(scriptsHolding(scripts, REGISTRY_MARKER)).toEqual([]);
});

test("a recruiter's form page still loads zod and the entity labels", async ({ browser }) => {
  const context = await signedInContext(browser, origin, RECRUITER.email);
  const page = await context.newPage();
  const scripts = await scriptsLoadedBy(page, () => page.goto("/recruiters/candidates/new"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scriptsHolding(scripts, ZOD_MARKER)).not.toEqual([]);
  expect(scriptsHolding(scripts, REGISTRY_MARKER)).not.toEqual([]);
  expect(scriptsHolding(scripts, CANDIDATE_AREA_MARKER)).toEqual([]);
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
