/**
 * The public job board in every brand: the way a candidate comes in (home → jobs → a search → a job → Apply), what
 * search engines read of a job (JSON-LD, canonical), and the board's answers to URLs nobody should type (an old slug,
 * an unknown job, malformed parameters). Public pages are documents without scripts, so no test waits for hydration.
 */
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./support/pages";

const port = process.env.E2E_PORT;
const originOf = (host: string) => `http://${host}:${port}`;

/**
 * Each brand host, a word of one of its business's job titles written with and without accents (the search ignores
 * them), and that job. The demo seeds one job board per business; four hosts show the Executive Search's.
 */
const BRAND_BOARDS = [
  { host: "localhost", plain: "operacoes", accented: "operações", title: "Diretor(a) de Operações" },
  { host: "default.localhost", plain: "operacoes", accented: "operações", title: "Diretor(a) de Operações" },
  {
    host: "executive.localhost",
    plain: "manutencao",
    accented: "manutenção",
    title: "Gerente de Engenharia de Manutenção",
  },
  { host: "tech.localhost", plain: "seguranca", accented: "segurança", title: "Gerente de Segurança da Informação" },
  { host: "finance.localhost", plain: "tributacao", accented: "tributação", title: "Analista de Tributação" },
  {
    host: "interim.localhost",
    plain: "manutencao",
    accented: "manutenção",
    title: "Gerente de Engenharia de Manutenção",
  },
] as const;

/** The titles of the cards the board shows, in order. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
}

/** Searches with the board's form, as a visitor does: type, press the button, land on the GET form's address. */
async function search(page: Page, term: string): Promise<void> {
  await page.getByRole("searchbox", { name: "Cargo, área ou palavra-chave" }).fill(term);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/jobs" && url.searchParams.get("term") === term);
}

/** The JobPosting of a job's page, parsed from its JSON-LD. */
async function jobPosting(page: Page): Promise<Record<string, unknown>> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  return JSON.parse((await scripts.textContent()) ?? "") as Record<string, unknown>;
}

for (const board of BRAND_BOARDS) {
  test(`${board.host}: home → jobs → a search with and without accents → a job → Apply to the candidate sign-in`, async ({
    browser,
  }) => {
    const origin = originOf(board.host);
    const context = await browser.newContext();
    const page = await context.newPage();

    await page.goto(`${origin}/home`);
    await page.locator('a[href="/jobs"]').first().click();
    await expect(page).toHaveURL(`${origin}/jobs`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vagas");
    await expect(page.getByRole("heading", { level: 2, name: /^\d+ vagas$/ })).toBeVisible();
    const everything = await cardTitles(page);
    expect(everything).toContain(board.title);

    await search(page, board.accented);
    const withAccents = await cardTitles(page);
    expect(withAccents).toContain(board.title);
    expect(withAccents.length).toBeLessThan(everything.length);
    await search(page, board.plain);
    expect(await cardTitles(page)).toEqual(withAccents);
    // The form shows what was searched.
    await expect(page.getByRole("searchbox")).toHaveValue(board.plain);

    await page.getByRole("link", { name: board.title }).click();
    await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(board.title);
    const jobPath = new URL(page.url()).pathname;
    const uid = jobPath.split("/").at(-1) ?? "";
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${jobPath}`);

    const posting = await jobPosting(page);
    expect(posting).toMatchObject({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: board.title,
      identifier: { "@type": "PropertyValue", value: uid },
      url: `${origin}${jobPath}`,
    });
    expect(posting.description).toEqual(expect.stringContaining(board.title));
    expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(posting.jobLocation ?? posting.jobLocationType).toBeTruthy();
    // The hiring organisation is the brand's business (the site's name), never the job's client company.
    const siteName = await page.locator('meta[property="og:site_name"]').getAttribute("content");
    expect(posting.hiringOrganization).toEqual({
      "@type": "Organization",
      name: siteName,
      sameAs: origin,
      logo: expect.stringMatching(/^https?:\/\//),
    });

    // The candidates' sign-in is `/` (their login redirect), which a group brand's host shows at /home: either way
    // the way back to the job's application travels in the address.
    await page.getByRole("link", { name: "Candidatar-se" }).first().click();
    await expect(page).toHaveURL(
      (url) =>
        ["/", "/home"].includes(url.pathname) &&
        url.searchParams.get("redirect") === `/candidates/jobs/${uid}/applies/new`,
    );
    await context.close();
  });
}

test("the board and a job's page meet axe's serious rules in two brands", async ({ browser }) => {
  for (const host of ["tech.localhost", "executive.localhost"]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${originOf(host)}/jobs?page=99`);
    await expect(page.getByRole("status")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("article").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }
});

test("the search works with JavaScript off", async ({ browser }) => {
  const context: BrowserContext = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${originOf("tech.localhost")}/jobs`);
  await search(page, "segurança");
  expect(await cardTitles(page)).toEqual(["Gerente de Segurança da Informação"]);
  // The filters are plain form fields too: a state with no such job finds nothing, and says how to go on.
  await page.getByRole("combobox", { name: "Estado" }).selectOption("AC");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/state=AC/);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText("Nenhuma vaga");
  await page.getByRole("link", { name: "Ver todas as vagas" }).click();
  await expect(page).toHaveURL(`${originOf("tech.localhost")}/jobs`);
  expect((await cardTitles(page)).length).toBeGreaterThan(1);
  await context.close();
});

/** The path of the first job a host's board shows. */
async function firstJobPath(browser: Browser, host: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${originOf(host)}/jobs`);
  const href = await page.getByRole("article").getByRole("link").first().getAttribute("href");
  await context.close();
  if (!href) throw new Error(`No job on ${host}'s board`);
  return href;
}

test("an old slug answers 301 with the canonical URL; an unknown or another brand's job is the 404 page", async ({
  browser,
}) => {
  const jobPath = await firstJobPath(browser, "tech.localhost");
  const uid = jobPath.split("/").at(-1);
  const context = await browser.newContext();
  const page = await context.newPage();
  const arrived = await page.goto(`${originOf("tech.localhost")}/jobs/um-titulo-antigo/${uid}?utm_source=mail`);
  const moved = await arrived?.request().redirectedFrom()?.response();
  expect(moved?.status()).toBe(301);
  // To the canonical URL, query string dropped.
  expect(page.url()).toBe(`${originOf("tech.localhost")}${jobPath}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  for (const url of [
    `${originOf("tech.localhost")}/jobs/qualquer-vaga/nao-existe-esta-vaga`,
    // A job of the Tech business on the Finance brand's host.
    `${originOf("finance.localhost")}${jobPath}`,
  ]) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  }
  await context.close();
});

test("malformed parameters give the first page with a message, never an error", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origin = originOf("executive.localhost");
  await page.goto(`${origin}/jobs`);
  const everything = await cardTitles(page);

  const response = await page.goto(`${origin}/jobs?page=-1&work_type=99&specialty=nao-existe&state=XX`);
  expect(response?.status()).toBe(200);
  const notices = page.getByRole("status", { name: "Sobre esta busca" });
  await expect(notices).toContainText("Essa página não existe nesta busca");
  await expect(notices).toContainText("O modelo de trabalho pedido não existe");
  await expect(notices).toContainText("A área de negócio pedida não existe");
  await expect(notices).toContainText("O estado pedido não existe");
  expect(await cardTitles(page)).toEqual(everything);
  // What was not understood is left out of the canonical URL and of the form.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/jobs`);
  await expect(page.getByRole("combobox", { name: "Modelo de trabalho" })).toHaveValue("");

  const long = await page.goto(`${origin}/jobs?term=${"a".repeat(10_000)}`);
  expect(long?.status()).toBe(200);
  await expect(page.getByRole("status")).toContainText("O texto buscado era longo demais");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText("Nenhuma vaga");
  await context.close();
});

test("a job title's address lists the board searched by its words, canonical to itself", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origin = originOf("finance.localhost");
  await page.goto(`${origin}/jobs/gerente-juridico`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vagas de gerente juridico");
  expect(await cardTitles(page)).toEqual(["Gerente Jurídico Contencioso"]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/jobs/gerente-juridico`);
  await context.close();
});

test("the sitemap of a brand lists that brand's published jobs and no other's", async ({ browser }) => {
  const techJob = await firstJobPath(browser, "tech.localhost");
  const financeJob = await firstJobPath(browser, "finance.localhost");
  const context = await browser.newContext();
  const page = await context.newPage();
  const sitemap = await (await page.goto(`${originOf("tech.localhost")}/sitemap.xml`))?.text();
  expect(sitemap).toContain(`<loc>${originOf("tech.localhost")}${techJob}</loc>`);
  expect(sitemap).not.toContain(financeJob.split("/").at(-1));
  await context.close();
});
