/**
 * The administrator area (spec §2): an administrator recruiter lists, creates, edits and deletes an administrator
 * entity's records with the registry's entity pages; recruiter_is_admin sends everyone else to /.
 */
import { expect, test } from "@playwright/test";
import { ADMIN, RECRUITER, signedInContext } from "./support/recruiters";

const port = process.env.E2E_PORT;
const origin = `http://localhost:${port}`;

/** `/` on this host: the landing, or /home where the host is not a brand's (both are "sent to /"). */
const SENT_TO_ROOT = new RegExp(`^${origin}/(home)?$`);

test("an administrator lists, creates, edits and deletes position levels under /administrator", async ({ browser }) => {
  const context = await signedInContext(browser, origin, ADMIN.email);
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  const name = `Nível e2e ${stamp}`;
  const renamed = `Nível e2e renomeado ${stamp}`;

  await page.goto("/administrator");
  await expect(page.getByRole("heading", { level: 1, name: "Administração" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Cadastros da administração" })
    .getByRole("link", { name: "Níveis de cargo" })
    .click();
  await expect(page).toHaveURL(/\/administrator\/position_levels$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Níveis de cargo/);

  await page.getByRole("button", { name: "Adicionar: Nível de cargo" }).click();
  await expect(page).toHaveURL(/\/administrator\/position_levels\/new$/);
  await page.getByRole("textbox", { name: /^Nome/ }).fill(name);
  await page.getByRole("textbox", { name: /^Ordem/ }).fill("97");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page).toHaveURL(/\/administrator\/position_levels\/\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);

  await page.getByRole("button", { name: "Editar" }).click();
  await page.getByRole("textbox", { name: /^Nome/ }).fill(renamed);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(renamed);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(renamed);

  await page.getByRole("button", { name: "Excluir" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(page).toHaveURL(/\/administrator\/position_levels$/);
  await page.getByRole("searchbox", { name: /^Pesquisar em Níveis de cargo/ }).fill(renamed);
  await expect(page.getByRole("region", { name: "Níveis de cargo" }).getByRole("status")).toHaveText(
    "Nenhum resultado",
  );
  await context.close();
});

test("a recruiter who is not an administrator sees the landing, and is sent to / from the area's pages", async ({
  browser,
}) => {
  const context = await signedInContext(browser, origin, RECRUITER.email);
  const page = await context.newPage();
  await page.goto("/administrator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Área do administrador");
  await expect(page.getByText("a sua conta não tem perfil de administrador")).toBeVisible();
  for (const path of ["/administrator/position_levels", "/administrator/position_levels/new"]) {
    await page.goto(path);
    await expect(page).toHaveURL(SENT_TO_ROOT);
  }
  await context.close();
});

test("an anonymous visitor sees the area's landing with the way to sign in, and is sent to / from its pages", async ({
  page,
}) => {
  const answer = await page.goto("/administrator");
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Área do administrador");
  await expect(page.getByRole("link", { name: "Entrar como recrutador" })).toHaveAttribute(
    "href",
    "/business?redirect=%2Fadministrator",
  );
  await page.goto("/administrator/roles");
  await expect(page).toHaveURL(SENT_TO_ROOT);
});
