/**
 * Axe finds no serious or critical violation on any route of the recruiter workspace, in the
 * `default` brand (localhost) and in `executive` (executive.localhost), signed in as the admin with the demo data.
 * Each route waits for its page to settle (no request in flight, no loading indicator) before axe runs.
 * The workspace's markup is the same in every brand (the brand sets the theme and the logo's image, not its name):
 * the default brand runs every rule, the executive brand the rules its styling can change (the stories' split,
 * .storybook/axeOptions.ts). The public login page runs every rule where it is served (spec §9: brand hosts only).
 */
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { BRAND_DEPENDENT_AXE_RULES } from "../.storybook/axeOptions.ts";
import { seriousViolations, settled } from "./support/pages";
import { ADMIN, firstRecord, signedInApi, signedInState } from "./support/recruiters";

const port = process.env.E2E_PORT;
/** `servesLogin`: spec §9 serves the recruiters' sign-in on brand hosts only (a group brand's host sends it to /home). */
const BRANDS = {
  default: { origin: `http://localhost:${port}`, workspaceRules: undefined, servesLogin: true },
  executive: {
    origin: `http://executive.localhost:${port}`,
    workspaceRules: BRAND_DEPENDENT_AXE_RULES,
    servesLogin: false,
  },
} as const;

type DemoIds = { candidate: number; job: number; company: number; contact: number };

/** The slice's routes; the ids are the first demo records the admin sees. */
const ROUTES: Record<string, (ids: DemoIds) => string> = {
  "recruiter home": () => "/recruiters",
  "candidates list": () => "/recruiters/candidates",
  "new candidate": () => "/recruiters/candidates/new",
  "candidate detail": (ids) => `/recruiters/candidates/${ids.candidate}`,
  "jobs list": () => "/recruiters/jobs",
  "job detail": (ids) => `/recruiters/jobs/${ids.job}`,
  "job applies": (ids) => `/recruiters/jobs/${ids.job}/applies`,
  "job applies kanban": (ids) => `/recruiters/jobs/${ids.job}/applies/kanban`,
  "client companies list": () => "/recruiters/client_companies",
  "client company detail": (ids) => `/recruiters/client_companies/${ids.company}`,
  "client company jobs": (ids) => `/recruiters/client_companies/${ids.company}/jobs`,
  "client contacts list": () => "/recruiters/client_contacts",
  "client contact detail": (ids) => `/recruiters/client_contacts/${ids.contact}`,
  "client contact jobs": (ids) => `/recruiters/client_contacts/${ids.contact}/jobs`,
  profile: () => "/recruiters/profile",
  signatures: () => "/recruiters/signatures",
  dashboard: () => "/recruiters/dashboard",
  // One generic registry entity: its list comes from the registry alone.
  "tasks list (registry)": () => "/recruiters/tasks",
  "administrator home": () => "/administrator",
  "administrator list (registry)": () => "/administrator/position_levels",
};

async function demoIds(origin: string): Promise<DemoIds> {
  const api = await signedInApi(origin, ADMIN.email);
  try {
    // A job with applies, so its pipeline pages have cards to check.
    const job = await firstRecord(api, "jobs", { order: { applies_count: "desc" } });
    const [candidate, company, contact] = await Promise.all([
      firstRecord(api, "candidates"),
      firstRecord(api, "client_companies"),
      firstRecord(api, "client_contacts"),
    ]);
    return { candidate: candidate.id, job: job.id, company: company.id, contact: contact.id };
  } finally {
    await api.dispose();
  }
}

for (const [brand, { origin, workspaceRules, servesLogin }] of Object.entries(BRANDS)) {
  test.describe(`axe in the ${brand} brand`, () => {
    // One signed-in tab per brand, reused route after route (each route still loads in full).
    let context: BrowserContext;
    let page: Page;
    let ids: DemoIds;

    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      ids = await demoIds(origin);
      context = await browser.newContext({
        baseURL: origin,
        locale: "pt-BR",
        storageState: await signedInState(origin, ADMIN.email),
      });
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context?.close();
    });

    if (servesLogin) {
      test("the recruiter login page", async ({ browser }) => {
        const anonymous = await browser.newContext({ baseURL: origin, locale: "pt-BR" });
        try {
          const login = await anonymous.newPage();
          await login.goto("/business");
          await expect(login.getByRole("heading", { level: 1 })).toBeVisible();
          await settled(login);
          expect(await seriousViolations(login)).toEqual([]);
        } finally {
          await anonymous.close();
        }
      });
    }

    for (const [name, path] of Object.entries(ROUTES)) {
      test(name, async () => {
        await page.goto(path(ids));
        // Guards may redirect: the page checked is where the recruiter lands, as long as it stays in its area.
        await expect(page).toHaveURL(new RegExp(path(ids).split("/")[1] as string));
        await expect(page.getByRole("main")).toBeVisible();
        await settled(page);
        expect(await seriousViolations(page, { rules: workspaceRules })).toEqual([]);
      });
    }
  });
}
