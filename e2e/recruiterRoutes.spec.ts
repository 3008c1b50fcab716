/**
 * The recruiter routes of spec §2 that have pages of their own beside the registry's: each opens with its heading
 * and no 404, the company profile is refused to a recruiter who is no administrator, the dashboard shows the demo's
 * overdue invoice, and the lists the registry's form creates offer their "Novo" button.
 */
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/pages";
import { ADMIN, firstRecord, RECRUITER, signedInApi, signedInContext } from "./support/recruiters";

const port = process.env.E2E_PORT;
const origin = `http://localhost:${port}`;

test.describe.configure({ timeout: 90_000 });

let context: BrowserContext | undefined;
test.afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function pageAs(browser: Parameters<typeof signedInContext>[0], email: string): Promise<Page> {
  context = await signedInContext(browser, origin, email);
  return context.newPage();
}

async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  const answer = await page.goto(`${origin}${path}`);
  expect(answer?.status(), path).toBe(200);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible({ timeout: 15_000 });
}

test("each recruiter route of spec §2 opens as a page", async ({ browser }) => {
  const api = await signedInApi(origin, ADMIN.email);
  const company = await firstRecord<{ id: number; name: string }>(api, "client_companies", { order: { id: "asc" } });
  const contact = await firstRecord<{ id: number; name: string }>(api, "client_contacts", { order: { id: "asc" } });
  const proposal = await firstRecord<{ id: number; name: string }>(api, "proposals", { order: { id: "asc" } });
  const page = await pageAs(browser, ADMIN.email);

  await open(page, "/recruiters/dashboard", "Painel");
  // The demo's billing plan has one invoice past its due date and not paid.
  const overdue = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Faturas vencidas" }) });
  await expect(overdue).toHaveText(/^[1-9]\d*\s*Faturas vencidas$/);
  await expect(page.getByRole("heading", { level: 2, name: "Candidaturas recentes" })).toBeVisible();
  await open(page, "/recruiters/dashboard/Candidate", "Candidatos");
  await expect(page.getByRole("link", { name: "Candidatos com cadastro incompleto" })).toBeVisible();
  await open(page, "/recruiters/index2", /^Bem-vindo/);
  await open(page, "/recruiters/business", /.+/);
  await expect(page.getByRole("heading", { level: 2, name: "Administradores" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Recrutadores" })).toContainText(ADMIN.name, { timeout: 15_000 });
  await open(page, "/recruiters/templates/emails", "Modelos de e-mail");
  await open(page, `/recruiters/client_companies/${company.id}/applies`, `Candidaturas às vagas de ${company.name}`);
  await open(page, `/recruiters/client_contacts/${contact.id}/applies`, `Candidaturas às vagas de ${contact.name}`);
  await open(page, "/recruiters/sendout_queues/calendar?month=2026-01", "Calendário de envios");
  await page.goto(`${origin}/recruiters/proposals/${proposal.id}/details`);
  await expect(page).toHaveURL(`${origin}/recruiters/proposals/${proposal.id}`);
  await open(page, "/recruiters/invoices", "Faturas");
  await expect(page.getByRole("button", { name: "Adicionar: Fatura" })).toBeVisible();
  await api.dispose();
});

test("the company profile is an administrator's only", async ({ browser }) => {
  const page = await pageAs(browser, RECRUITER.email);
  const answer = await page.goto(`${origin}/recruiters/business`);
  expect(answer?.status()).toBe(403);
});
