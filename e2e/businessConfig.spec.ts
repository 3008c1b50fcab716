/**
 * Spec §3/§7/§8: each page wears its host's business configuration (colours, title, logo, icon), and an invalid or
 * missing configuration never breaks a page. The hosts and their configurations: businessConfigs.json, written by
 * prepareData.mjs before the server starts.
 */
import { expect, type Page, test } from "@playwright/test";
import configs from "./businessConfigs.json" with { type: "json" };

const port = process.env.E2E_PORT;
const at = (host: string, path = "/home") => `http://${host}:${port}${path}`;
const cta = (page: Page) => page.getByRole("link", { name: "Ver oportunidades" });
/** The public site's navbar (the brand's chrome around every public page). */
const navbar = (page: Page) => page.locator("header[data-variant]");

/** The background of the primary button on a host's home page, as the browser computes it. */
async function primaryButtonColour(page: Page, host: string): Promise<string> {
  await page.goto(at(host));
  return cta(page).evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** Console errors, except the failed loads of the given addresses (a dead logo is part of the test). */
function consoleErrors(page: Page, expectedFailures: string[] = []): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    const url = message.location().url;
    if (message.type() === "error" && !expectedFailures.some((path) => url.endsWith(path))) {
      errors.push(`${message.text()} ${url}`);
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("a business's own domain wears its configured primary colour, title and logo", async ({ page }) => {
  const { configured } = configs;
  const errors = consoleErrors(page, [configured.logo_url]);
  await page.goto(at(configured.domain, "/"));
  // A business's own domain is not a brand host: / goes to /home (spec §9).
  await expect(page).toHaveURL(at(configured.domain));
  await expect(page).toHaveTitle(configured.title);
  // #0b5fff, through the CSS variables on <body style>: the enforced CSP allows style attributes.
  await expect(cta(page)).toHaveCSS("background-color", "rgb(11, 95, 255)");
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", configured.logo_url);
  // The navbar wears the business's logo under the business's name. The page is a document without scripts, so a
  // logo that does not load cannot be swapped for the brand's: its name stands in its place, in a box of its size.
  const logo = navbar(page).getByRole("img", { name: configured.title });
  await expect(logo).toHaveAttribute("src", configured.logo_url);
  await expect(logo).toHaveAttribute("width", /^[1-9]\d*$/);
  await expect(logo).toHaveAttribute("height", /^[1-9]\d*$/);
  expect(errors).toEqual([]);
});

test("a configuration the API cannot serve falls back to the defaults, and the page still works", async ({
  page,
  request,
}) => {
  const { unservable } = configs;
  const answer = await request.get(`/api/v1/businesses/config/?domain=${unservable.domain}`);
  expect(answer.status()).toBe(500);

  const defaultColour = await primaryButtonColour(page, "default.localhost");
  const response = await page.goto(at(unservable.domain));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Seleta");
  await expect(page.locator("body")).not.toHaveAttribute("style");
  await expect(cta(page)).toHaveCSS("background-color", defaultColour);
  await expect(navbar(page).getByRole("img", { name: "Seleta" })).toHaveAttribute("src", /^data:image\/svg\+xml/);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/brands/default/logo.svg");
});

test("unusable values are dropped one by one: the brand's colour and logo, the alternative title", async ({ page }) => {
  const { unusable } = configs;
  // The demo's first business (Seleta Executive Search) owns this configuration, so the page wears its brand.
  const executiveColour = await primaryButtonColour(page, "executive.localhost");
  await page.goto(at(unusable.domain));
  // Spec §9: a title equal to the group's default name gives way to the fixed alternative title.
  await expect(page).toHaveTitle("Seleta | Recrutamento e Seleção Executiva");
  await expect(cta(page)).toHaveCSS("background-color", executiveColour);
  await expect(page.locator("body")).not.toHaveAttribute("style");
  await expect(page.locator("body")).toHaveAttribute("data-brand", "executive");
  // No usable logo of its own: the brand's, named by the brand's configured alt text.
  const logo = navbar(page).getByRole("img", { name: "Seleta Executive Search" });
  await expect(logo).toHaveAttribute("src", /^data:image\/svg\+xml/);
});

test("a brand's own host keeps its brand, whichever business configures it", async ({ page }) => {
  // The demo's localhost is configured by Seleta Executive Search's business: it still wears the local brand.
  await page.goto(at("localhost", "/"));
  await expect(page.locator("body")).toHaveAttribute("data-brand", "local");
  await expect(page.locator("body")).not.toHaveAttribute("style");
});

test("the brand's logo is served as the default icon", async ({ page, request }) => {
  await page.goto(at("tech.localhost"));
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/brands/tech/logo.svg");
  // Node (the request fixture) does not resolve *.localhost as Chromium does: any host serves the brands' logos.
  const icon = await request.get("/brands/tech/logo.svg");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  expect(await icon.text()).toMatch(/^<svg /);
  expect((await request.get("/brands/nope/logo.svg")).status()).toBe(404);
});
