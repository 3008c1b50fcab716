/**
 * Every public route of spec §2, in two brands (the local brand on `localhost`, the tech brand on `tech.localhost`):
 * the status it answers, a complete document (`<html lang>`, one `<h1>`, a `<title>`), no script to run (public
 * pages are documents without JavaScript: apps/web/app/renderingModes.ts), and no serious or critical axe
 * violation. A public page's markup differs by brand (the navbar's variant), so both brands run every rule axe
 * enables by default.
 *
 * PUBLIC_ROUTES is the single list of the routes checked. A route of one record (a specialty, an event, a course, a
 * job) finds a real one through the host's public API (RECORD_LOOKUPS). A lookup that finds nothing fails its route's
 * test, saying why.
 */
import { type BrowserContext, expect, type Page, request, test } from "@playwright/test";
import { animationsDone, seriousViolations } from "./support/pages";

const port = process.env.E2E_PORT;
const BRANDS = { local: "localhost", tech: "tech.localhost" } as const;

/** What a route's page says of its record, found through the host's public API: its path. */
type RecordLookup = (api: PublicApi) => Promise<string>;

/** The public API of one host, read as an anonymous visitor. */
type PublicApi = { host: string; getJson: (path: string) => Promise<unknown> };

type PublicRoute = {
  name: string;
  /** A fixed path, or the record whose page it is (a key of RECORD_LOOKUPS). */
  path: string | { record: keyof typeof RECORD_LOOKUPS };
  /** What the page answers a visitor: 200, or 404 for a path the site does not have. */
  status: 200 | 404;
};

/** Spec §2's public routes. `/` on a group brand's host redirects to `/home` (spec §9): it is checked where it lands. */
const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { name: "landing", path: "/", status: 200 },
  { name: "home", path: "/home", status: 200 },
  { name: "home: contact", path: "/home/contact", status: 200 },
  { name: "home: events", path: "/home/event", status: 200 },
  { name: "home: insights", path: "/home/insights", status: 200 },
  { name: "home: media", path: "/home/midia", status: 200 },
  { name: "home: our history", path: "/home/nossa-trajetoria", status: 200 },
  { name: "home: past events", path: "/home/posEvent", status: 200 },
  { name: "home: programs", path: "/home/programs", status: 200 },
  { name: "home: publications", path: "/home/publications", status: 200 },
  { name: "home: solutions", path: "/home/solutions", status: 200 },
  { name: "home: specialties", path: "/home/specialties", status: 200 },
  { name: "home: a specialty", path: { record: "specialty" }, status: 200 },
  { name: "home: an event", path: { record: "event" }, status: 200 },
  { name: "contact", path: "/contact", status: 200 },
  { name: "courses", path: "/courses", status: 200 },
  { name: "a course", path: { record: "course" }, status: 200 },
  { name: "jobs", path: "/jobs", status: 200 },
  // `/jobs/{job_title}`: the board searching a title.
  { name: "jobs by title", path: "/jobs/gerente", status: 200 },
  { name: "a job", path: { record: "job" }, status: 200 },
  { name: "privacy policy", path: "/politica_de_privacidade", status: 200 },
  { name: "terms of use", path: "/termos_de_uso", status: 200 },
  { name: "terms of use in full", path: "/termos_de_uso/completo", status: 200 },
  { name: "samples", path: "/samples", status: 200 },
  { name: "samples: colours", path: "/samples/colors", status: 200 },
  // Spec §2's catch-all `/{schema}`: the brand's 404 page.
  { name: "catch-all (not found)", path: "/esta-pagina-nao-existe", status: 404 },
];

/** The first job of the host's public board (`publicJobListAnswerSchema` in @seleta/domain/wire). */
async function firstPublicJob(api: PublicApi): Promise<{ slug: string; uid: string; specialties: string[] }> {
  const answer = (await api.getJson("/api/v1/public/jobs")) as {
    jobs?: { slug?: string; uid?: string }[];
    specialties?: { slug?: string }[];
  };
  const job = answer.jobs?.[0];
  if (!job?.slug || !job.uid) throw new Error(`GET /api/v1/public/jobs on ${api.host} lists no published job`);
  const specialties = (answer.specialties ?? []).flatMap((specialty) => (specialty.slug ? [specialty.slug] : []));
  return { slug: job.slug, uid: job.uid, specialties };
}

/** How each record route finds a real record of the host: a lookup that finds nothing fails its route's test. */
const RECORD_LOOKUPS: Record<"specialty" | "event" | "course" | "job", RecordLookup> = {
  // A business area that has published jobs: the board's own filter choices.
  specialty: async (api) => {
    const [slug] = (await firstPublicJob(api)).specialties;
    if (!slug) throw new Error(`GET /api/v1/public/jobs on ${api.host} names no business area (specialties)`);
    return `/home/specialties/${encodeURIComponent(slug)}`;
  },
  job: async (api) => {
    const { slug, uid } = await firstPublicJob(api);
    return `/jobs/${encodeURIComponent(slug)}/${encodeURIComponent(uid)}`;
  },
  // `/home/events/{title}/{uid}` of an upcoming event (`publicEventListSchema`).
  event: async (api) => {
    const answer = (await api.getJson("/api/v1/public/events?when=upcoming")) as {
      events?: { slug?: string; uid?: string }[];
    };
    const event = answer.events?.[0];
    if (!event?.slug || !event.uid) throw new Error(`GET /api/v1/public/events on ${api.host} lists no event`);
    return `/home/events/${encodeURIComponent(event.slug)}/${encodeURIComponent(event.uid)}`;
  },
  // `/courses/{uid}` of a published course (`publicCourseListSchema`).
  course: async (api) => {
    const answer = (await api.getJson("/api/v1/public/courses")) as { courses?: { uid?: string }[] };
    const uid = answer.courses?.[0]?.uid;
    if (!uid) throw new Error(`GET /api/v1/public/courses on ${api.host} lists no course`);
    return `/courses/${encodeURIComponent(uid)}`;
  },
};

/**
 * The host's public API as an anonymous visitor reads it. Node cannot resolve `*.localhost` as Chromium does: the
 * call goes to the loopback address with the brand's Host.
 */
async function publicApi(host: string): Promise<PublicApi & { dispose: () => Promise<void> }> {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  return {
    host,
    getJson: async (path) => {
      const answer = await api.get(path, { headers: { host: `${host}:${port}` } });
      if (!answer.ok()) throw new Error(`GET ${path} on ${host} answered ${answer.status()}`);
      return answer.json();
    },
    dispose: () => api.dispose(),
  };
}

for (const [brand, host] of Object.entries(BRANDS)) {
  test.describe(`public routes in the ${brand} brand (${host})`, () => {
    // One visitor's tab per brand, route after route (each route still loads in full, as a new document).
    let context: BrowserContext;
    let page: Page;
    let api: Awaited<ReturnType<typeof publicApi>>;

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ baseURL: `http://${host}:${port}`, locale: "pt-BR" });
      page = await context.newPage();
      api = await publicApi(host);
    });
    test.afterAll(async () => {
      await context?.close();
      await api?.dispose();
    });

    for (const route of PUBLIC_ROUTES) {
      test(route.name, async () => {
        const path = typeof route.path === "string" ? route.path : await RECORD_LOOKUPS[route.path.record](api);
        const response = await page.goto(path);
        await animationsDone(page);
        // Each of these is what a visitor or a search engine notices; all are reported, then axe runs.
        expect.soft(response?.status(), `the status ${path} answers`).toBe(route.status);
        await expect.soft(page.locator("html"), "the document names its language").toHaveAttribute("lang", "pt-BR");
        await expect.soft(page.locator("h1"), "one <h1>").toHaveCount(1);
        await expect.soft(page.getByRole("main"), "one main landmark").toHaveCount(1);
        await expect.soft(page, "a <title>").toHaveTitle(/\S/);
        // No script to run: data (JSON-LD, JSON) is all a public page may carry in a <script>.
        const scripts = page.locator('script:not([type="application/ld+json"]):not([type="application/json"])');
        await expect.soft(scripts, "no script to run").toHaveCount(0);
        // The public site's one stylesheet (apps/web/scripts/documentStylesheets.ts): one request, not twenty.
        await expect.soft(page.locator('link[rel="stylesheet"]'), "one stylesheet").toHaveCount(1);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
