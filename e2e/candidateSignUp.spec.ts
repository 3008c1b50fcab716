/**
 * A candidate's way into an account, in a real browser against the production build: from a public job's Apply to
 * the sign-in panel, sign-up, the confirmation link read from the outbox, and the registration wizard with the way
 * back to the job's application kept; and the sign-in panel with scripts off (a wrong password, then the way back).
 */
import { expect, test } from "@playwright/test";
import { hydrated, seriousViolations, settled } from "./support/pages";
import { ADMIN, apiJson, DEMO_PASSWORD, signedInApi } from "./support/recruiters";

const port = process.env.E2E_PORT;

type OutboxMail = { to_email: string; kind: string; body: string };

/** The confirmation link of the last mail to `email`, as the demo administrator reads the outbox. */
async function confirmationLink(email: string): Promise<URL> {
  const api = await signedInApi(`http://localhost:${port}`, ADMIN.email);
  try {
    let link: string | undefined;
    await expect(async () => {
      const { outbox } = await apiJson<{ outbox: OutboxMail[] }>(
        api,
        "get",
        "/recruiters/administrator/outbox?per_page=100",
      );
      const mail = outbox.find((sent) => sent.to_email === email && sent.kind === "confirmation");
      link = mail?.body.match(/https?:\/\/\S+\/confirmations\/\S+/)?.[0];
      expect(link).toBeTruthy();
    }).toPass({ timeout: 15_000 });
    return new URL(link as string);
  } finally {
    await api.dispose();
  }
}

test("Apply → sign-in → sign-up → confirmation link → the wizard, with the way back to the application", async ({
  page,
}) => {
  await page.goto("/jobs");
  await page.getByRole("article").getByRole("link").first().click();
  const uid = new URL(page.url()).pathname.split("/").at(-1);
  const application = `/candidates/jobs/${uid}/applies/new`;
  await page.getByRole("link", { name: "Candidatar-se" }).first().click();

  const panel = page.getByRole("region", { name: "Entrar como candidato" });
  await expect(panel).toBeVisible();
  await panel.getByRole("link", { name: "Cadastre-se" }).click();

  await expect(page).toHaveURL((url) => url.pathname === "/candidates/register/SignUp");
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  const email = `pessoa.${Date.now()}@e2e.example`;
  await page.getByRole("textbox", { name: "Nome completo" }).fill("Pessoa de Teste");
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Senha", exact: true }).fill("uma frase bem comprida de teste");
  await page.getByText("Li e aceito os Termos de Uso e a Política de Privacidade").click();
  await page.getByRole("button", { name: "Cadastrar" }).click();
  await expect(page.getByRole("status")).toContainText("Enviamos uma mensagem para o e-mail informado");

  const link = await confirmationLink(email);
  expect(link.searchParams.get("redirect")).toBe(application);
  await page.goto(`${link.pathname}${link.search}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Confirmar e-mail" }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/candidates/register/" && url.searchParams.get("redirect") === application,
  );

  // The link is spent: opened again, it says so and offers a new mail.
  await page.goto(`${link.pathname}${link.search}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Confirmar e-mail" }).click();
  await expect(page.getByText("Este link já foi usado. Peça um novo.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar novo link" })).toBeVisible();
});

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

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
});
