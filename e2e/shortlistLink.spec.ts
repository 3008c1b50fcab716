/**
 * A shortlist reviewed by link, end to end (spec §4, §6): the mail's link carries the token once; the server keeps
 * it in a cookie scoped to the shortlist's pages and the address drops it; the reviewer likes, is refused a dislike
 * without a description and then gives one, stars and comments, each a form without scripts; a reload shows it all;
 * the pages are noindex and send no referrer; a revoked link gets the brand's closed page. The links come from
 * prepareData.mjs (shortlist-links.json in the data dir); the API's rules are its tests (apps/api/test/shortlistLink.test.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { baseURL } from "./playwright.config";
import { expectNoScripts, seriousViolations } from "./support/pages";

type Link = { uid: string; token: string };
const links = JSON.parse(readFileSync(join(process.env.E2E_DATA_DIR ?? ".", "shortlist-links.json"), "utf8")) as {
  open: Link;
  revoked: Link;
};

/** The documents need no script: the journey runs without any, as a phone with scripts off would. */
test.use({ javaScriptEnabled: false });

/** The first candidate's card (the recruiter's order). */
const firstCard = (page: Page) =>
  page.getByRole("list", { name: "Candidatos da shortlist" }).getByRole("listitem").first();

test("a link holder opens the shortlist, the token leaves the address, and their ratings and comment stay", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const { uid, token } = links.open;
  const opened = await page.goto(`/shortlist/${uid}?token=${token}`);
  // The first answer was the 303 to the address without the token.
  await expect(page).toHaveURL(new RegExp(`/shortlist/${uid}$`));
  expect(page.url()).not.toContain(token);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["x-robots-tag"]).toBe("noindex");
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoScripts(page);
  // The shortlist's one stylesheet (apps/web/scripts/documentStylesheets.ts): a phone pays one request for the CSS.
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);

  // The token lives in an HttpOnly cookie that only this shortlist's pages receive.
  const [cookie] = (await context.cookies()).filter((item) => item.name === "seleta_shortlist");
  expect(cookie).toMatchObject({ value: token, path: `/shortlist/${uid}`, httpOnly: true, sameSite: "Lax" });

  const card = firstCard(page);
  const name = (await card.getByRole("heading", { level: 3 }).textContent())?.replace(/★.*/, "").trim() ?? "";
  expect(name).not.toBe("");

  await card.getByRole("button", { name: "Gostei", exact: true }).click();
  await expect(page).toHaveURL(/\?saved=\d+#apply-\d+$/);
  await expect(firstCard(page).getByRole("button", { name: "Você gostou", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // A dislike without a description is refused in the reviewer's language, and nothing changes.
  await firstCard(page).getByRole("button", { name: "Não gostei", exact: true }).click();
  await expect(firstCard(page).getByText("Diga por que não gostou do candidato.").first()).toBeVisible();
  await expect(firstCard(page).getByRole("button", { name: "Você gostou", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await firstCard(page).getByRole("textbox", { name: "Por que não gostou?" }).fill("Pouca vivência no setor.");
  await firstCard(page).getByRole("button", { name: "Não gostei", exact: true }).click();
  await expect(firstCard(page).getByRole("button", { name: "Você não gostou", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // The dislike replaced the like (spec §4).
  await expect(firstCard(page).getByRole("button", { name: "Gostei", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );

  await firstCard(page).getByRole("button", { name: "★ Favoritar", exact: true }).click();
  await expect(firstCard(page).getByRole("button", { name: "★ Remover dos favoritos", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await firstCard(page).getByRole("textbox", { name: "Seu comentário" }).fill("Podemos entrevistar na terça?");
  await firstCard(page).getByRole("button", { name: "Comentar", exact: true }).click();
  await expect(firstCard(page).getByText("Podemos entrevistar na terça?")).toBeVisible();

  await page.goto(`/shortlist/${uid}`);
  const after = firstCard(page);
  await expect(after.getByRole("button", { name: "Você não gostou", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(after.getByRole("textbox", { name: "Por que não gostou?" })).toHaveValue("Pouca vivência no setor.");
  await expect(after.getByRole("button", { name: "★ Remover dos favoritos", exact: true })).toBeVisible();
  await expect(after.getByText("Podemos entrevistar na terça?")).toBeVisible();

  // The list page shows the same rating, on the same cookie.
  await page.getByRole("link", { name: "Ver todos em uma lista" }).click();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Não gostei · Favorito");
  await expectNoScripts(page);

  // Axe runs as a script: the same pages, with the same cookie, in a context that runs one (a context made in a
  // test takes the file's options unless told otherwise).
  const audit = await browser.newContext({
    baseURL,
    locale: "pt-BR",
    javaScriptEnabled: true,
    storageState: await context.storageState(),
  });
  const audited = await audit.newPage();
  for (const path of [`/shortlist/${uid}`, `/shortlist/${uid}/applies`]) {
    await audited.goto(path);
    expect(await seriousViolations(audited), path).toEqual([]);
  }
  await audit.close();
});

test("a revoked link, and a shortlist opened without its link, get the brand's closed page", async ({ page }) => {
  const { uid, token } = links.revoked;
  const revoked = await page.goto(`/shortlist/${uid}?token=${token}`);
  expect(revoked?.status()).toBe(404);
  expect(revoked?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.getByRole("heading", { level: 1, name: "Este link não está mais disponível" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expectNoScripts(page);
  // No cookie was given for it, and the open link's cookie does not reach another shortlist's pages.
  const elsewhere = await page.goto(`/shortlist/${links.open.uid}`);
  expect(elsewhere?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Este link não está mais disponível" })).toBeVisible();
});
