/**
 * The recruiter and administrator areas render on the server with their first data (the API called in-process as
 * the visitor), then hydrate without errors and navigate on the client.
 */
import { expect, request, test } from "@playwright/test";
import { hydrated } from "./support/pages";
import { ADMIN, signedInContext } from "./support/recruiters";

const port = process.env.E2E_PORT;
const origin = `http://localhost:${port}`;

/** The admin's cookies, as a Cookie header. */
async function adminCookieHeader(browser: Parameters<typeof signedInContext>[0]): Promise<string> {
  const context = await signedInContext(browser, origin, ADMIN.email);
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
  await context.close();
  return cookie;
}

test("a list page's HTML holds its first rows, and an unknown record is a 404 page", async ({ browser }) => {
  const cookie = await adminCookieHeader(browser);
  const api = await request.newContext({ baseURL: origin });
  const list = await api.get("/recruiters/candidates", { headers: { cookie } });
  expect(list.status()).toBe(200);
  const html = await list.text();
  // The first page of rows (25) is in the server's HTML: row headers and the query cache the browser hydrates.
  expect(html.match(/role="rowheader"/g)?.length ?? 0).toBeGreaterThanOrEqual(20);
  expect(html).toContain('id="seleta-query-cache"');
  expect(html).toContain("<h1");
  const missing = await api.get("/recruiters/candidates/999999999", { headers: { cookie } });
  expect(missing.status()).toBe(404);
  const administrator = await api.get("/administrator/roles", { headers: { cookie } });
  expect(administrator.status()).toBe(200);
  expect(await administrator.text()).toContain('role="rowheader"');
  await api.dispose();
});

test("a server-rendered list hydrates without errors, then navigates on the client", async ({ browser }) => {
  const context = await signedInContext(browser, origin, ADMIN.email);
  const page = await context.newPage();
  const errors: string[] = [];
  // Any error counts, a failed request too: the shell asks for nothing the site has not configured (the Microsoft
  // sign-in is off in the demo).
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.goto("/recruiters/jobs", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Vagas/);
  await hydrated(page);
  // A marker on window survives a client-side navigation and vanishes on a full page load.
  await page.evaluate(() => Object.assign(window, { seletaMarker: true }));
  await page.getByRole("grid").getByRole("rowheader").first().click();
  await expect(page).toHaveURL(/\/recruiters\/jobs\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { seletaMarker?: boolean }).seletaMarker)).toBe(true);
  // Every kind of page of both areas, each as a first request: the server's HTML is what the browser draws.
  for (const path of [
    "/recruiters",
    "/recruiters/dashboard",
    "/recruiters/profile",
    "/recruiters/candidates/new",
    "/administrator",
    "/administrator/roles",
  ]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(errors).toEqual([]);
  await context.close();
});

test("an entity page's bar names its entity without the bar's widgets, which load when pointed at", async ({
  browser,
}) => {
  const context = await signedInContext(browser, origin, ADMIN.email);
  const page = await context.newPage();
  // The chunk of apps/web/app/areas/recruiters/shell/barWidgets.ts, which DeferredWidget loads on intent only.
  const isBarChunk = (url: string) => /\/barWidgets-[\w-]+\.js$/.test(new URL(url).pathname);
  const barRequests: string[] = [];
  page.on("request", (request) => {
    if (isBarChunk(request.url())) barRequests.push(request.url());
  });
  await page.goto("/recruiters/jobs", { waitUntil: "networkidle" });
  await hydrated(page);
  const entities = page.getByRole("button", { name: "Entidades: Vagas" });
  await expect(entities.getByTestId("active-entity")).toHaveText("Vagas");
  expect(barRequests).toEqual([]);
  const loaded = page.waitForRequest((request) => isBarChunk(request.url()));
  await entities.hover();
  await loaded;
  await entities.click();
  await expect(page.getByRole("dialog", { name: "Entidades" })).toBeVisible();
  await context.close();
});

test("a page whose data the API refuses shows the area's error page inside the shell, with the way back", async ({
  browser,
}) => {
  const context = await signedInContext(browser, origin, ADMIN.email);
  const page = await context.newPage();
  const answer = await page.goto("/recruiters/jobs/2147483000/applies/kanban");
  expect(answer?.status()).toBe(404);
  await hydrated(page);
  const error = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "404" }) });
  await expect(error).toContainText("Esta página não existe ou foi removida.");
  // The shell stays around the error: the recruiter's bar is still there.
  await expect(page.getByRole("button", { name: /^Entidades/ })).toBeVisible();
  await error.getByRole("link", { name: "Voltar ao início" }).click();
  await expect(page).toHaveURL(/\/recruiters$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ana");
  await context.close();
});
