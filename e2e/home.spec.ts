import { expect, test } from "@playwright/test";

// The config picks a free port and shares it through the environment with the workers.
const port = process.env.E2E_PORT;

test("the health endpoint reports the embedded database", async ({ request }) => {
  const response = await request.get("/api/v1/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "pglite" });
  expect(response.headers()["x-request-id"]).toBeTruthy();
});

test("the home page is rendered on the server in the local brand, in Portuguese", async ({ page, request }) => {
  const response = await request.get("/");
  const html = await response.text();
  // A document without scripts: its policy is enforced and names no nonce (the page may be cached).
  expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self'/);
  expect(response.headers()["content-security-policy"]).not.toContain("nonce-");
  expect(response.headers()["content-security-policy-report-only"]).toBeUndefined();
  expect(html).not.toContain("<script");
  expect(html).toContain('data-brand="local"');
  expect(html).toContain("Pessoas certas para decisões que importam");

  await page.goto("/");
  await expect(page).toHaveTitle("Seleta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pessoas certas para decisões que importam");
  // Themed, not unstyled: the primary button wears the brand's accessible pink.
  const cta = page.getByRole("link", { name: "Ver oportunidades" });
  await expect(cta).toHaveCSS("background-color", /rgb\(2\d\d, \d+, \d+\)/);
});

test("a page preloads the text font its stylesheet uses, and the logo has its size before it loads", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  // The demo's localhost configuration names a logo file (an <img> that loads after the page).
  await page.goto(`http://localhost:${port}/`);
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute("type", "font/woff2");
  await expect(preload).toHaveAttribute("crossorigin", "anonymous");
  const href = await preload.getAttribute("href");
  expect(href).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  // The file the stylesheet asks for is the one preloaded, by the same hashed URL.
  await expect.poll(() => fonts).toContain(href);
  const logo = page.locator('img[src="/brands/local/logo.svg"]').first();
  await expect(logo).toHaveAttribute("width", /^[1-9]\d*$/);
  await expect(logo).toHaveAttribute("height", /^[1-9]\d*$/);
});

test("a group brand's host gets its own look and goes from / to /home", async ({ page }) => {
  await page.goto(`http://executive.localhost:${port}/`);
  await expect(page).toHaveURL(`http://executive.localhost:${port}/home`);
  await expect(page).toHaveTitle("Seleta Executive Search");
  await expect(page.getByRole("link", { name: "Seleta Executive Search" }).first()).toHaveAttribute("href", "/home");
  const executiveButton = await page
    .getByRole("link", { name: "Ver oportunidades" })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.goto(`http://tech.localhost:${port}/home`);
  const techButton = await page
    .getByRole("link", { name: "Ver oportunidades" })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(executiveButton).not.toBe(techButton);
});

test("an unknown page shows the 404 error page with Voltar back to /", async ({ page }) => {
  const response = await page.goto("/esta-pagina-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect(page.getByText("This page could not be found")).toBeVisible();
  await page.getByRole("link", { name: "Voltar" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pessoas certas para decisões que importam");
});

test("the English locale comes from the i18n_redirected cookie", async ({ page, context }) => {
  await context.addCookies([{ name: "i18n_redirected", value: "en", url: `http://localhost:${port}` }]);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The right people for the decisions that matter");
});

test("a hydrated page carries the request's nonce, hydrates without errors and navigates on the client", async ({
  page,
  request,
}) => {
  // Enforced (not report-only) and nonce-based: the hydration below fails on any violation it would cause.
  const response = await request.get("/administrator");
  expect(response.headers()["content-security-policy"]).toMatch(/script-src[^;]*'nonce-[A-Za-z0-9+/=_-]+'/);
  expect(response.headers()["content-security-policy-report-only"]).toBeUndefined();

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  // The administrator area's landing, for a visitor who is not signed in: a page of the app, which hydrates.
  await page.goto("/administrator", { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // A marker on window survives a client-side navigation and vanishes on a full page load.
  await page.evaluate(() => Object.assign(window, { seletaMarker: true }));
  await page.getByRole("link", { name: "Entrar como recrutador" }).click();
  await expect(page).toHaveURL(/\/business\?redirect=%2Fadministrator$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acesso do recrutador");
  expect(await page.evaluate(() => (window as { seletaMarker?: boolean }).seletaMarker)).toBe(true);
  expect(errors).toEqual([]);
});
