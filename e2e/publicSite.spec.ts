/**
 * The public site's shell (spec §1/§2/§9): documents without scripts in the brand's chrome, the terms banner and the
 * consent it records (LGPD: nothing loads and no cookie is set before the visitor's choice), Google Analytics only
 * after "Aceitar todos", the host rule of `/` and `/business`, the error and 404 pages, and the cache headers.
 * There is no network here: Google's tag is answered by `page.route`, which also counts the requests.
 */
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./support/pages";

const port = process.env.E2E_PORT;
const TECH = `http://tech.localhost:${port}`;
const GOOGLE = /^https:\/\/(www\.googletagmanager\.com|[\w.-]*google-analytics\.com)\//;

/** Answers every request to Google with an empty script, and counts them. */
async function countGoogleRequests(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(GOOGLE, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  return requests;
}

/**
 * A request to `host` without a browser: Node does not resolve `*.localhost` as Chromium does, so it goes to the
 * loopback with the host in its Host header.
 */
function requestAt(
  request: APIRequestContext,
  host: string,
  path: string,
  options: { method?: "GET" | "POST"; form?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  return request.fetch(`http://127.0.0.1:${port}${path}`, {
    method: options.method ?? "GET",
    ...(options.form ? { form: options.form } : {}),
    headers: { ...options.headers, host: `${host}:${port}` },
    maxRedirects: 0,
  });
}

const banner = (page: Page) => page.getByRole("region", { name: "Termos de uso e cookies" });

test.describe("the terms banner and analytics consent", () => {
  test("shows until “Aceitar todos”, which loads Google Analytics and is remembered across pages", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: TECH, locale: "pt-BR" });
    const google = await countGoogleRequests(context);
    const page = await context.newPage();

    await page.goto("/termos_de_uso");
    await expect(banner(page)).toBeVisible();
    await page.goto("/politica_de_privacidade");
    await expect(banner(page)).toBeVisible();
    // Before the choice: no request to Google, no cookie at all.
    expect(google).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);

    await banner(page).getByRole("button", { name: "Aceitar todos" }).click();
    // Back on the page it came from, without the banner, with Google's tag loaded once.
    await expect(page).toHaveURL(`${TECH}/politica_de_privacidade`);
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => google.filter((url) => url.includes("/gtag/js?id=")).length).toBe(1);
    await expect(page.locator('script[src="/gtag-init.js"]')).toHaveAttribute("data-measurement-id", /^G-/);

    const [consent] = await context.cookies();
    expect(consent).toMatchObject({ name: "seleta_consent", path: "/", sameSite: "Lax", httpOnly: false });
    expect(consent?.value).toMatch(/^\d{4}-\d{2}-\d{2}:all$/);
    // About a year.
    expect((consent?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000);

    // Remembered on the next pages.
    await page.goto("/termos_de_uso/completo");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Termos de uso completos");
    await expect(banner(page)).toHaveCount(0);
    await context.close();
  });

  test("“Somente necessários” hides the banner and loads no analytics", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: TECH, locale: "pt-BR" });
    const google = await countGoogleRequests(context);
    const page = await context.newPage();
    await page.goto("/samples");
    await banner(page).getByRole("button", { name: "Somente necessários" }).click();
    await expect(page).toHaveURL(`${TECH}/samples`);
    await expect(banner(page)).toHaveCount(0);
    await page.goto("/termos_de_uso");
    await expect(banner(page)).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(google).toEqual([]);
    await expect(page.locator("script")).toHaveCount(0);
    expect((await context.cookies()).map((cookie) => cookie.value)).toEqual([expect.stringMatching(/:necessary$/)]);
    await context.close();
  });

  test("a decision on older terms asks again, and loads no analytics meanwhile", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: TECH, locale: "pt-BR" });
    const google = await countGoogleRequests(context);
    await context.addCookies([{ name: "seleta_consent", value: "2020-01-01:all", url: TECH }]);
    const page = await context.newPage();
    await page.goto("/termos_de_uso");
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(google).toEqual([]);
    await context.close();
  });

  test("works without JavaScript: the pages carry no script and the banner's form posts", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: TECH, locale: "pt-BR", javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of [
      "/termos_de_uso",
      "/termos_de_uso/completo",
      "/politica_de_privacidade",
      "/samples",
      "/candidates",
    ]) {
      const html = await (await requestAt(page.request, "tech.localhost", path)).text();
      expect(html, path).not.toMatch(/<script/i);
    }
    await page.goto("/termos_de_uso");
    await banner(page).getByRole("button", { name: "Somente necessários" }).click();
    await expect(page).toHaveURL(`${TECH}/termos_de_uso`);
    await expect(banner(page)).toHaveCount(0);
    // The mobile menu is a native disclosure.
    await page.setViewportSize({ width: 400, height: 800 });
    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Contato" }).waitFor();
    await context.close();
  });

  test("the consent action sends back only to a path of this site, and is never cached", async ({ request }) => {
    const post = (returnTo: string) =>
      requestAt(request, "tech.localhost", "/consent", {
        method: "POST",
        form: { choice: "all", version: "2020-01-01", returnTo },
        headers: { origin: TECH },
      });
    const home = await post("/jobs?term=java");
    expect(home.status()).toBe(303);
    expect(home.headers().location).toBe("/jobs?term=java");
    expect(home.headers()["cache-control"]).toBe("no-store");
    // A version that is not the one in force records nothing.
    expect(home.headers()["set-cookie"]).toBeUndefined();
    for (const outside of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      expect((await post(outside)).headers().location, outside).toBe("/");
    }
  });
});

test.describe("the brand's chrome and the public pages", () => {
  test("the navbar, footer and legal texts carry the brand, in Portuguese and English", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: TECH, locale: "pt-BR" });
    const page = await context.newPage();
    await page.goto("/politica_de_privacidade");
    await expect(page).toHaveTitle("Política de privacidade · Seleta Tech");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link")).toHaveText([
      "Soluções",
      "Oportunidades",
      "Áreas de atuação",
      "Contato",
      "Trabalhe conosco",
      "Cadastre-se",
    ]);
    await expect(page.getByRole("link", { name: "Seleta Tech" }).first()).toHaveAttribute("href", "/home");
    await expect(page.getByText("O controlador dos seus dados é Seleta Tech")).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Uma comunidade de mais de 10.000 profissionais de tecnologia.")).toBeVisible();
    await expect(footer.getByText("São Paulo", { exact: true })).toBeVisible();
    await expect(footer.getByText("Rio de Janeiro", { exact: true })).toBeVisible();

    await context.addCookies([{ name: "i18n_redirected", value: "en", url: TECH }]);
    await page.goto("/termos_de_uso");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of use");
    await expect(
      page.getByRole("contentinfo").getByText("A community of over 10,000 tech professionals."),
    ).toBeVisible();
    await page.goto("/termos_de_uso/completo");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Opportunities" }),
    ).toBeVisible();
    await context.close();
  });

  test("the samples show the chrome, and the colours page reads the theme's tokens", async ({ page }) => {
    await page.goto(`${TECH}/samples`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Componentes do site");
    await expect(page.getByRole("heading", { name: "Barra de navegação: transparent" })).toBeVisible();
    await page.goto(`${TECH}/samples/colors`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cores e tipografia");
    // The tech brand's violet, by its token name and hex value.
    await expect(page.getByText("brand.primary", { exact: true })).toBeVisible();
    await expect(page.getByText("#6c2bd9", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Contraste com #[0-9a-f]{6}: \d+\.\d\d:1/).first()).toBeVisible();
  });

  test("the candidates' landing offers sign-up, sign-in and the jobs", async ({ page }) => {
    await page.goto(`${TECH}/candidates`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sua próxima oportunidade começa aqui");
    await expect(page.getByRole("link", { name: "Criar meu cadastro" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver as vagas abertas" })).toHaveAttribute("href", "/jobs");
  });

  test("an unknown path is the brand's 404 page with ways on, never cached", async ({ page }) => {
    const response = await page.goto(`${TECH}/uma-pagina-que-nao-existe`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByText("This page could not be found")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
    const waysOn = page.getByRole("list", { name: "Para onde ir" });
    await expect(waysOn.getByRole("link")).toHaveText(["Buscar vagas", "Página inicial", "Fale conosco"]);
    await page.getByRole("link", { name: "Voltar" }).click();
    await expect(page).toHaveURL(`${TECH}/home`);
  });

  test("a public page may be kept briefly by a CDN, sets no cookie and carries no nonce", async ({ request }) => {
    const response = await requestAt(request, "tech.localhost", "/termos_de_uso");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(headers.vary?.toLowerCase().split(/\s*,\s*/)).toContain("cookie");
    expect(headers["set-cookie"]).toBeUndefined();
    const policy = headers["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self'[^;]*https:\/\/www\.googletagmanager\.com/);
    expect(policy).not.toContain("nonce-");
    expect(headers["content-security-policy-report-only"]).toBeUndefined();
  });
});

test.describe("axe on the shell's pages", () => {
  const PAGES = [
    "/termos_de_uso",
    "/termos_de_uso/completo",
    "/politica_de_privacidade",
    "/samples",
    "/samples/colors",
    "/candidates",
    "/administrator",
    "/nao-existe",
  ];
  for (const origin of [`http://localhost:${port}`, TECH]) {
    test(`no serious violation in ${new URL(origin).hostname}, banner shown`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: origin, locale: "pt-BR" });
      const page = await context.newPage();
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.getByRole("main")).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
      await context.close();
    });
  }
});

test.describe("spec §9's host rule", () => {
  test("on a host that is not a brand host, / and /business lead to /home", async ({ request }) => {
    for (const host of ["acme.localhost", "executive.localhost"]) {
      for (const path of ["/", "/business"]) {
        const answer = await requestAt(request, host, path);
        expect(answer.status(), `${host}${path}`).toBe(302);
        expect(answer.headers().location, `${host}${path}`).toBe("/home");
      }
    }
    // A brand host keeps both.
    const login = await requestAt(request, "localhost", "/business");
    expect(login.status()).toBe(200);
  });
});
