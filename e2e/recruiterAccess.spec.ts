/**
 * Journeys of a limited recruiter and of a session that ends on the server: the Entities panel shows only
 * what the role may read, a page of an entity the role may not read redirects, and a call answered 401 shows
 * 'Session expired!' (pt-BR: 'Sessão expirada!') and lands on /.
 */
import { expect, request, test } from "@playwright/test";
import { hydrated } from "./support/pages";
import { ADMIN, RECRUITER, signedInContext } from "./support/recruiters";

const port = process.env.E2E_PORT;
const origin = `http://localhost:${port}`;

test("recruiter@seleta.test sees only the entities their role may read in the Entities panel", async ({ browser }) => {
  const context = await signedInContext(browser, origin, RECRUITER.email);
  const page = await context.newPage();
  await page.goto("/recruiters");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(RECRUITER.name.split(" ")[0] as string);
  await hydrated(page);

  await page.getByRole("button", { name: /^Entidades/ }).click();
  const panel = page.getByRole("dialog", { name: "Entidades" });
  await expect(panel).toBeVisible();
  // README "Demo accounts": candidates, jobs, client companies, client contacts and tasks, in the spec's order.
  await expect(panel.getByRole("link")).toHaveText([
    "Candidatos",
    "Vagas",
    "Empresas clientes",
    "Contatos de clientes",
    "Tarefas",
  ]);
  await panel.getByRole("link", { name: "Vagas" }).click();
  await expect(page).toHaveURL(/\/recruiters\/jobs$/);
  await context.close();
});

test("recruiter@seleta.test opening /recruiters/invoices lands on the first entity they may read", async ({
  browser,
}) => {
  const context = await signedInContext(browser, origin, RECRUITER.email);
  const page = await context.newPage();
  await page.goto("/recruiters/invoices");
  await expect(page).toHaveURL(/\/recruiters\/candidates$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Candidatos/);
  await expect(page.getByText("Faturas")).toHaveCount(0);
  await context.close();
});

test("a session ended on the server shows 'Sessão expirada!' at the next call and lands on /", async ({ browser }) => {
  // A session of its own: the test ends it, and the other tests share theirs.
  const context = await signedInContext(browser, origin, ADMIN.email, { freshSession: true });
  const page = await context.newPage();
  await page.goto("/recruiters");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await hydrated(page);

  // Signing out with the tab's own cookie from elsewhere ends the session server-side; the tab still holds it.
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
  const elsewhere = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  expect((await elsewhere.delete("/api/v1/recruiters/sessions", { headers: { cookie } })).status()).toBe(204);
  await elsewhere.dispose();

  await page.getByRole("button", { name: /^Entidades/ }).click();
  await page.getByRole("dialog", { name: "Entidades" }).getByRole("link", { name: "Vagas" }).click();
  await expect(page.getByText("Sessão expirada!")).toBeVisible();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pessoas certas para decisões que importam");
  await context.close();
});

test("a signed-in recruiter opening the login page goes on: to the page it was to return to, else home", async ({
  browser,
}) => {
  const context = await signedInContext(browser, origin, RECRUITER.email);
  const page = await context.newPage();
  // The server answers the redirect itself: the login form is never sent to someone already signed in.
  const answer = await page.request.get("/business?redirect=%2Frecruiters%2Fjobs", { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe("/recruiters/jobs");
  await page.goto("/business?redirect=%2Frecruiters%2Fjobs");
  await expect(page).toHaveURL(/\/recruiters\/jobs$/);
  await page.goto("/business?redirect=%2F%2Fevil.example%2Frecruiters");
  await expect(page).toHaveURL(new RegExp(`^${origin}/recruiters/?$`));
  await context.close();
});
