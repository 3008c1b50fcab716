/**
 * The client contacts' portal (spec §2 "Client-contact area"): `/client_contacts/` is their sign-in and their home;
 * the demo client contact (a portal administrator of their company) signs in there, sees the menu and the company's
 * jobs, opens the job with the shortlist sent to them, and signs out back to the sign-in. A contact who forgot the
 * password gets the link by mail (as the server printed it), sets a new one and signs in with it.
 */
import { expect, test } from "@playwright/test";
import accounts from "./accounts.json" with { type: "json" };
import { mailedLink } from "./support/mailConsole";
import { hydrated } from "./support/pages";
import { DEMO_PASSWORD } from "./support/recruiters";

const DEMO_CLIENT = { email: "client@seleta.test", name: "Carolina Mendes" };

test("the demo client contact signs in at /client_contacts/, opens a job of their company and signs out there", async ({
  page,
}) => {
  await page.goto("/client_contacts/");
  await expect(page.getByRole("heading", { level: 1, name: "Área do cliente" })).toBeVisible();
  await hydrated(page);

  // A wrong password says so without telling whether the e-mail has an account.
  await page.getByRole("textbox", { name: "E-mail" }).fill(DEMO_CLIENT.email);
  await page.getByRole("textbox", { name: "Senha", exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("E-mail ou senha incorretos.").first()).toBeVisible();

  await page.getByRole("textbox", { name: "Senha", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Olá, ${DEMO_CLIENT.name}` })).toBeVisible();
  await expect(page).toHaveURL(/\/client_contacts\/$/);

  // The menu: Jobs and, for a portal administrator, Projects.
  const menu = page.getByRole("navigation", { name: "Menu da área do cliente" });
  await expect(menu.getByRole("link")).toHaveText(["Vagas", "Projetos"]);

  // The company's jobs; the one with a shortlist sent to the contact links to its review.
  const withShortlist = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: /^Avaliar a shortlist/ }) });
  await expect(withShortlist.first()).toBeVisible();
  const title = withShortlist.first().getByRole("heading");
  const jobTitle = (await title.textContent()) ?? "";
  await title.getByRole("link").click();
  await expect(page).toHaveURL(/\/client_contacts\/jobs\/[a-z0-9-]+\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: jobTitle })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Shortlists enviadas a você" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Candidatos apresentados" }).first().getByRole("listitem").first(),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /^Avaliar a shortlist/ }).first()).toHaveAttribute(
    "href",
    /^\/client_contacts\/shortlists\/[\w-]+$/,
  );

  // A wrong slug in the address goes to the job's own.
  const own = new URL(page.url()).pathname;
  await page.goto(own.replace(/\/jobs\/[^/]+\//, "/jobs/outro-titulo/"));
  await expect(page).toHaveURL(new RegExp(`${own}$`));

  await menu.getByRole("link", { name: "Projetos" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Projetos" })).toBeVisible();

  await hydrated(page);
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/client_contacts\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Área do cliente" })).toBeVisible();
  // Signed out: a page of the portal sends to the sign-in, which returns to it afterwards.
  await page.goto("/client_contacts/jobs");
  await expect(page).toHaveURL(/\/client_contacts\/\?redirect=%2Fclient_contacts%2Fjobs$/);
});

test("a client contact who forgot the password gets a link by mail, sets a new one and signs in with it", async ({
  page,
}) => {
  const { email } = accounts.forgetfulClientContact;
  const newPassword = "uma frase nova e comprida do cliente";
  await page.goto("/client_contacts/");
  await hydrated(page);
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(page).toHaveURL(/\/client_contacts\/forgot_password$/);
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByRole("status")).toContainText("Se este e-mail tiver uma conta");

  // The reset mail links to this very page with its token.
  const link = await mailedLink(email, /\/client_contacts\/forgot_password\?token=[\w-]+$/);
  const reset = new URL(link);
  await page.goto(`${reset.pathname}${reset.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Criar nova senha" })).toBeVisible();
  await page.getByRole("textbox", { name: "Nova senha", exact: true }).fill(newPassword);
  await page.getByRole("textbox", { name: "Confirme a nova senha", exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Salvar senha" }).click();
  await expect(page.getByRole("status")).toContainText("Senha alterada");

  await page.getByRole("link", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/client_contacts\/$/);
  await hydrated(page);
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Senha", exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Olá, / })).toBeVisible();
});
