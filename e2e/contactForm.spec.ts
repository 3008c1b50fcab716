/**
 * The brands' contact form (spec §5), in a real browser against the production build: a refusal keeps what was
 * typed and says why beside each field, a sent message shows its thank-you (and a reload sends nothing again), and
 * the mail waits in the outbox for the brand's address, Reply-To the visitor — with JavaScript off too.
 */
import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/pages";
import { ADMIN, apiJson, signedInApi, signedInContext } from "./support/recruiters";

const port = process.env.E2E_PORT;

type OutboxMail = { to_email: string; kind: string; subject: string; body: string; reply_to: string | null };

/** The demo administrator's outbox (their current business: Seleta Executive Search, which serves localhost). */
async function outboxMail(subject: string): Promise<OutboxMail[]> {
  const api = await signedInApi(`http://localhost:${port}`, ADMIN.email);
  try {
    const { outbox } = await apiJson<{ outbox: OutboxMail[] }>(
      api,
      "get",
      "/recruiters/administrator/outbox?per_page=100",
    );
    return outbox.filter((mail) => mail.subject === `Contato pelo site: ${subject}`);
  } finally {
    await api.dispose();
  }
}

/** A field by its accessible name (the required marker is not part of it). */
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function expectRefusedWithTypedValues(page: Page, typed: { name: string; email: string; message: string }) {
  const summary = page.getByRole("alert");
  await expect(summary).toHaveText("Preencha corretamente os campos");
  // The page opens on why it came back.
  await expect(summary).toBeFocused();
  const email = field(page, "E-mail");
  await expect(email).toHaveValue(typed.email);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/E-mail inválido/);
  const subject = field(page, "Assunto");
  await expect(subject).toHaveAttribute("aria-invalid", "true");
  await expect(subject).toHaveAccessibleDescription(/Informe o assunto/);
  await expect(field(page, "Nome (opcional)")).toHaveValue(typed.name);
  await expect(field(page, "Mensagem")).toHaveValue(typed.message);
}

test("a refused message keeps what was typed; a sent one is thanked for once and mailed to the brand", async ({
  page,
  browser,
}) => {
  const subject = `Busca de diretora financeira ${Date.now()}`;
  const typed = { name: "Maria Souza", email: "maria@", message: "Gostaria de conversar.\nObrigada!" };
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fale conosco");
  await expect(page).toHaveTitle(/^Fale conosco · /);
  // The honeypot is in the markup for robots, and nowhere for people.
  await expect(page.locator('input[name="website"]')).toHaveCount(1);
  await expect(page.getByRole("textbox", { name: /em branco/ })).toHaveCount(0);

  await field(page, "Nome (opcional)").fill(typed.name);
  await field(page, "E-mail").fill(typed.email);
  await field(page, "Mensagem").fill(typed.message);
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expectRefusedWithTypedValues(page, typed);

  await field(page, "E-mail").fill("Maria.Souza@example.com");
  await field(page, "Assunto").fill(subject);
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page).toHaveURL(`http://localhost:${port}/contact?sent=1`);
  await expect(page.getByRole("status")).toHaveText(/Mensagem enviada\. Obrigado pelo contato!/);
  // A reload shows the thank-you again and sends nothing (the post was answered with a redirect).
  await page.reload();
  await expect(page.getByRole("status")).toHaveText(/Mensagem enviada/);

  const mail = await outboxMail(subject);
  expect(mail).toHaveLength(1);
  expect(mail[0]).toMatchObject({
    to_email: "contato@local.localhost",
    kind: "contact_message",
    reply_to: "maria.souza@example.com",
  });
  expect(mail[0]?.body).toContain(typed.message);

  // Administrators read the message among the business's contact messages, newest first.
  const admin = await signedInContext(browser, `http://localhost:${port}`, ADMIN.email);
  try {
    const adminPage = await admin.newPage();
    await adminPage.goto("/administrator/contact_messages");
    await hydrated(adminPage);
    await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText(/Mensagens de contato/);
    await expect(adminPage.getByRole("rowheader", { name: subject })).toBeVisible();
  } finally {
    await admin.close();
  }
});

test("with JavaScript off, /home/contact refuses, keeps, sends and mails the same way", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const subject = `Parceria ${Date.now()}`;
    const typed = { name: "João", email: "joao@", message: "Podemos conversar sobre uma parceria?" };
    await page.goto(`http://executive.localhost:${port}/home/contact`);
    // One page at two addresses: search engines are pointed at /contact.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/);
    await expect(page.locator('link[rel="canonical"]')).not.toHaveAttribute("href", /\/home\/contact$/);

    await field(page, "Nome (opcional)").fill(typed.name);
    await field(page, "E-mail").fill(typed.email);
    await field(page, "Mensagem").fill(typed.message);
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expectRefusedWithTypedValues(page, typed);

    await field(page, "E-mail").fill("joao@example.com");
    await field(page, "Assunto").fill(subject);
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page).toHaveURL(`http://executive.localhost:${port}/home/contact?sent=1`);
    await expect(page.getByRole("status")).toHaveText(/Mensagem enviada/);

    const mail = await outboxMail(subject);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to_email: "contato@executive.localhost", reply_to: "joao@example.com" });
  } finally {
    await context.close();
  }
});
