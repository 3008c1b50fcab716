/**
 * The candidate's profile journey: signed in as candidate@seleta.test, the profile's pages are documents without
 * scripts; Seus Dados refuses an invalid CPF under its field, saves a valid one that is still there after a reload,
 * and a list's Add draws a row more; the side menu and the top bar's job search lead where
 * spec §2 says, and Sair signs out to `/`.
 */
import { expect, test } from "@playwright/test";
import { signedInCandidateContext } from "./support/candidates";
import { expectNoScripts } from "./support/pages";

const port = process.env.E2E_PORT;
const origin = `http://localhost:${port}`;
const PROFILE_PAGES = ["info", "profile", "experience", "educations", "languages", "skills", "pretensions"].map(
  (name) => `/candidates/${name}`,
);

test("a candidate fixes an invalid CPF in Seus Dados, saves it, and finds it after a reload", async ({ browser }) => {
  const context = await signedInCandidateContext(browser, origin);
  const page = await context.newPage();
  // The profile's pages are documents: no script at all, their forms post to the page.
  for (const path of PROFILE_PAGES) {
    await page.goto(path);
    await expectNoScripts(page);
  }
  await page.goto("/candidates/info");
  await expect(page.getByRole("heading", { level: 1, name: "Seus Dados" })).toBeVisible();
  await expect(page.getByText(/nunca os clientes/).first()).toBeVisible();
  // A wide screen shows the side menu itself, not the small screens' button that opens it: the document links the
  // candidate area's own stylesheets.
  await expect(page.getByRole("navigation", { name: "Menu do candidato" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Abrir menu" })).toBeHidden();

  const cpf = page.getByRole("textbox", { name: "CPF" });
  await cpf.fill("529.982.247-26");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Preencha corretamente os campos" })).toBeVisible();
  await expect(page.getByText("CPF inválido.")).toBeVisible();
  await expect(cpf).toHaveValue("529.982.247-26");

  await cpf.fill("529.982.247-25");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page).toHaveURL(/\/candidates\/info\?saved=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Dados salvos" })).toBeFocused();
  await expect(page.getByText("CPF inválido.")).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("textbox", { name: "CPF" })).toHaveValue(/^529\.?982\.?247-?25$/);

  // A row's Add draws the page again with one row more and saves nothing.
  await page.goto("/candidates/skills");
  const rows = page.getByRole("group", { name: /^Habilidades \d+$/ });
  const before = await rows.count();
  await page.getByRole("button", { name: "Adicionar: Habilidades" }).click();
  await expect(rows).toHaveCount(before + 1);
  await expect(page.getByText("Dados salvos")).toHaveCount(0);
  await context.close();
});

test("the side menu, the job search and Sair lead where spec §2 says", async ({ browser }) => {
  const context = await signedInCandidateContext(browser, origin);
  const page = await context.newPage();
  await page.goto("/candidates/overview");

  const menu = page.getByRole("navigation", { name: "Menu do candidato" });
  await menu.getByRole("link", { name: "Idiomas" }).click();
  await expect(page).toHaveURL(/\/candidates\/languages$/);
  await expect(page.getByRole("heading", { level: 1, name: "Idiomas" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Idiomas" })).toHaveAttribute("aria-current", "page");

  const search = page.getByRole("searchbox", { name: "Pesquisar vagas" });
  await search.fill("diretor financeiro");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/jobs\?term=diretor\+financeiro$/);

  await page.goto("/candidates/home");
  await page.getByRole("button", { name: /Olá,/ }).click();
  await page.getByRole("navigation", { name: "Menu da conta" }).getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(`${origin}/`);
  // The session is over: the area sends the visitor to the sign-in.
  await page.goto("/candidates/home");
  await expect(page).not.toHaveURL(/\/candidates\/home/);
  await context.close();
});
