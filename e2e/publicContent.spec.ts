/**
 * The public site's content, per brand, from the demo seed: each brand host's home shows its own business's
 * content (and not another's), an area's page leads to its jobs, an event's address is canonical (301 from another
 * title), a course has its page, and an English visitor (the locale cookie) reads the English content.
 */
import { expect, test } from "@playwright/test";

const port = process.env.E2E_PORT;
const executive = `http://localhost:${port}`;
const tech = `http://tech.localhost:${port}`;

test("each brand's home shows its own business's publications, events and areas", async ({ page }) => {
  await page.goto(`${executive}/home`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Ver oportunidades" })).toHaveAttribute("href", "/jobs");
  await expect(page.getByRole("link", { name: "Sucessão de CEOs: o que os conselhos aprenderam" })).toBeVisible();
  await expect(page.getByRole("link", { name: "C-talks: Conselhos que transformam" })).toBeVisible();
  await expect(page.getByText("Como contratar um CTO")).toHaveCount(0);
  const areas = page.getByRole("region", { name: "Áreas de atuação" }).getByRole("listitem");
  await expect(areas).toHaveCount(9);

  await page.goto(`${tech}/home`);
  await expect(page.getByRole("link", { name: "Como contratar um CTO" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tech talks: Engenharia de plataforma" })).toBeVisible();
  await expect(page.getByText("Sucessão de CEOs: o que os conselhos aprenderam")).toHaveCount(0);
  // Sent as a document: no script at all.
  await expect(page.locator("script:not([type])")).toHaveCount(0);
});

test("an area's page describes it and leads to its jobs; an unknown area is a 404", async ({ page }) => {
  await page.goto(`${executive}/home`);
  await page.getByRole("link", { name: "Finanças e Tributos" }).click();
  await expect(page).toHaveURL(`${executive}/home/specialties/financas-e-tributos`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finanças e Tributos");
  await expect(page.getByText(/CFOs, controllers, tesoureiros/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver vagas de Finanças e Tributos" })).toHaveAttribute(
    "href",
    "/jobs?specialty=financas-e-tributos",
  );
  const unknown = await page.goto(`${executive}/home/specialties/astronomia`);
  expect(unknown?.status()).toBe(404);
});

test("an event's page has one canonical address: another title redirects there for good", async ({ page, request }) => {
  await page.goto(`${tech}/home/event`);
  await page.getByRole("link", { name: "Tech talks: Engenharia de plataforma" }).click();
  await expect(page).toHaveURL(/\/home\/events\/tech-talks-engenharia-de-plataforma\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tech talks: Engenharia de plataforma");
  const canonical = new URL(page.url()).pathname;
  const uid = canonical.split("/").at(-1) as string;

  // Node does not resolve *.localhost as the browser does: the brand's host goes in the Host header.
  const onTech = (path: string) =>
    request.get(`${executive}${path}`, { headers: { host: `tech.localhost:${port}` }, maxRedirects: 0 });
  for (const wrong of [`/home/events/titulo-antigo/${uid}`, `/home/events/${uid}`]) {
    const response = await onTech(wrong);
    expect(response.status(), wrong).toBe(301);
    expect(response.headers().location, wrong).toBe(canonical);
  }
  // Another brand's host does not serve this business's event.
  expect((await request.get(`${executive}${canonical}`, { maxRedirects: 0 })).status()).toBe(404);
  expect((await onTech("/home/events/x/naoexiste00000000")).status()).toBe(404);

  await page.goto(`${tech}/home/posEvent`);
  await expect(page.getByRole("link", { name: "Tech talks: Carreira em Y" })).toBeVisible();
});

test("a course has its page, reached from the list", async ({ page }) => {
  await page.goto(`${executive}/courses`);
  await page.getByRole("link", { name: "Formação de conselheiros" }).click();
  await expect(page).toHaveURL(/\/courses\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Formação de conselheiros");
  await expect(page.getByText("Helena Prado")).toBeVisible();
  await expect(page.getByText("24 horas")).toBeVisible();
});

test("an English visitor reads the English content", async ({ page, context }) => {
  await context.addCookies([
    { name: "i18n_redirected", value: "en", domain: "tech.localhost", path: "/" },
    { name: "i18n_redirected", value: "en", domain: "localhost", path: "/" },
  ]);
  await page.goto(`${tech}/home`);
  await expect(page.getByRole("link", { name: "See opportunities" })).toBeVisible();
  await expect(page.getByRole("link", { name: "How to hire a CTO" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Finance and Tax" })).toBeVisible();
  await page.goto(`${executive}/home/nossa-trajetoria`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our history");
  await expect(page.getByRole("heading", { name: "Founded in São Paulo" })).toBeVisible();
  await page.goto(`${executive}/home/midia`);
  const mention = page.getByRole("link", { name: "Demand for interim CEOs grows 30%" });
  await expect(mention).toHaveAttribute("rel", /noopener/);
  await expect(mention).toHaveAttribute("href", /^https:\/\//);
});
