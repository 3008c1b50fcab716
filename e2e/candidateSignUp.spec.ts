/**
 * Getting back into a candidate account, with scripts off (the pages are documents): the sign-in panel on the home
 * (a wrong password, then the way back to the page asked for), and the forgotten password (the link as the server printed it,
 * two different passwords, a new password, the spent link). The way from a job's Apply through sign-up and
 * confirmation is the candidate journey's (candidateJourney.spec.ts).
 */
import { expect, test } from "@playwright/test";
import { mailedLink } from "./support/mailConsole";
import { DEMO_PASSWORD } from "./support/recruiters";

test.use({ javaScriptEnabled: false });

test("the sign-up and the forgotten password's pages carry no script", async ({ request }) => {
  for (const path of [
    "/candidates/register/SignUp?redirect=%2Fcandidates%2Fcandidacy",
    "/candidates/forgot_password",
    "/candidates/forgot_password?token=not-a-token",
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).not.toMatch(/<script/i);
  }
});

test("a candidate who forgot the password gets a link by mail, sets a new one, and the spent link says so", async ({
  page,
}) => {
  const email = `esquecida.${Date.now()}@e2e.example`;
  const signUp = await page.request.post("/api/v1/candidates", {
    data: { candidate: { name: "Eva Esquecida", email, password: "uma frase bem comprida de teste" } },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);

  await page.goto("/candidates/forgot_password");
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByRole("status")).toContainText("Se este e-mail tiver uma conta");

  // The outbox masks the link's token: the mail as the server printed it carries it.
  const link = await mailedLink(email, /\/candidates\/forgot_password\?token=[\w-]+$/);

  const reset = new URL(link);
  await page.goto(`${reset.pathname}${reset.search}`);
  // Two different passwords: the page says so under the confirmation and keeps the link.
  await page.getByRole("textbox", { name: "Nova senha", exact: true }).fill("outra frase bem comprida de teste");
  await page.getByRole("textbox", { name: "Confirme a nova senha" }).fill("outra frase bem comprida");
  await page.getByRole("button", { name: "Salvar senha" }).click();
  await expect(page.getByRole("alert")).toHaveText("As senhas não são iguais.");
  await expect(page.getByRole("textbox", { name: "Confirme a nova senha" })).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("textbox", { name: "Nova senha", exact: true }).fill("outra frase bem comprida de teste");
  await page.getByRole("textbox", { name: "Confirme a nova senha" }).fill("outra frase bem comprida de teste");
  await page.getByRole("button", { name: "Salvar senha" }).click();
  await expect(page.getByRole("status")).toHaveText("Senha alterada. Entre com a nova senha.");

  // The link is spent: opened again, it says so and offers a new one.
  await page.goto(`${reset.pathname}${reset.search}`);
  await page.getByRole("textbox", { name: "Nova senha", exact: true }).fill("uma terceira frase comprida");
  await page.getByRole("textbox", { name: "Confirme a nova senha" }).fill("uma terceira frase comprida");
  await page.getByRole("button", { name: "Salvar senha" }).click();
  await expect(page.getByRole("alert")).toHaveText("Este link já foi usado. Peça um novo.");
  await expect(page.getByRole("link", { name: "Pedir um novo link" })).toHaveAttribute(
    "href",
    "/candidates/forgot_password",
  );
  // The new password signs in.
  const signIn = await page.request.post("/api/v1/candidates/sessions", {
    data: { email, password: "outra frase bem comprida de teste" },
  });
  expect(signIn.status()).toBe(200);
});

test("the sign-in panel refuses a wrong password and then returns to the page asked for", async ({ page }) => {
  await page.goto(`/?redirect=${encodeURIComponent("/candidates/candidacy")}`);
  const panel = page.getByRole("region", { name: "Entrar como candidato" });
  await panel.getByRole("textbox", { name: "E-mail" }).fill("candidate@seleta.test");
  await panel.getByLabel("Senha").fill("not the password");
  await panel.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("E-mail ou senha incorretos.");
  await expect(panel.getByRole("textbox", { name: "E-mail" })).toHaveValue("candidate@seleta.test");

  await panel.getByLabel("Senha").fill(DEMO_PASSWORD);
  await panel.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/candidates/candidacy");
});
