/**
 * The long journey of admin@seleta.test, one scenario per test: sign in and out through the forms, filter
 * the candidates and save the view, edit a candidate past a validation error, move applies on a job's kanban (mouse
 * and keyboard) while another recruiter's bell grows live, export the filtered list to XLSX and open the file.
 * Every test starts from its own signed-in context (or signs in itself) and acts on records no other test changes.
 */
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { hydrated } from "./support/pages";
import {
  ADMIN,
  apiJson,
  DEMO_PASSWORD,
  downloadFromProgress,
  listRecords,
  RECRUITER,
  signedInApi,
  signedInContext,
  unreadCount,
} from "./support/recruiters";

const port = process.env.E2E_PORT;
const origin = `http://localhost:${port}`;

/** notes-w3.md: job 36 "Gerente Jurídico" (business 1): owned by recruiter@seleta.test, admin on its team. */
const KANBAN_JOB = { id: 36, title: "Gerente Jurídico" };

/** A candidates search the demo data answers with a few dozen rows (each test checks it against the API). */
const ROLE_FILTER = "Gerente";
const REQUIRED_TERM = "inglês";
const EXCLUDED_TERM = "logística";
const SEARCH = {
  where: { role_name: { contains: ROLE_FILTER } },
  terms_required: REQUIRED_TERM,
  terms_excluded: EXCLUDED_TERM,
};

// Long journeys on a busy two-core machine: up to a minute and a half each (the config's 30 s suits single pages).
test.describe.configure({ timeout: 90_000 });

let admin: BrowserContext | undefined;
test.afterEach(async () => {
  await admin?.close();
  admin = undefined;
});

async function adminPage(
  browser: Parameters<typeof signedInContext>[0],
  options: Parameters<typeof signedInContext>[3] = {},
): Promise<Page> {
  admin = await signedInContext(browser, origin, ADMIN.email, options);
  return admin.newPage();
}

/** The list's own count ("1.234 resultados"), once it has loaded. */
async function listTotal(page: Page): Promise<number> {
  const status = page.getByRole("region", { name: "Candidatos" }).getByRole("status");
  // The first load of the area (every chunk, the column structure, the page) can take a while on a busy machine.
  await expect(status).toHaveText(/^(\d[\d.]*) resultados?$|^Nenhum resultado$/, { timeout: 15_000 });
  return Number(((await status.textContent()) ?? "").replace(/\D/g, "") || 0);
}

/** The filter of the journey: current position containing ROLE_FILTER, through the Filtros dialog. */
async function filterByRole(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Filtros" }).click();
  const filters = page.getByRole("dialog", { name: "Filtros" });
  await filters.getByRole("button", { name: "Adicionar condição" }).click();
  await filters.getByRole("button", { name: /Campo$/ }).click();
  await page.getByRole("option", { name: "Cargo atual" }).click();
  await filters.getByRole("button", { name: /Condição$/ }).click();
  await page.getByRole("option", { name: "contém" }).click();
  await filters.getByRole("textbox", { name: "Valor" }).fill(ROLE_FILTER);
  await filters.getByRole("button", { name: "Aplicar" }).click();
  await expect(page.getByRole("button", { name: "Filtros (1)" })).toBeVisible();
}

async function applyTerms(page: Page, required: string, excluded: string): Promise<void> {
  const terms = page.getByRole("form", { name: "Pesquisa por termos" });
  await terms.getByRole("textbox", { name: "Termos obrigatórios" }).fill(required);
  await terms.getByRole("textbox", { name: "Termos excluídos" }).fill(excluded);
  await terms.getByRole("button", { name: "Aplicar termos" }).click();
}

/** The journey's search: the role filter and both term boxes, on a list that has loaded. */
async function searchCandidates(page: Page): Promise<void> {
  await hydrated(page);
  await listTotal(page);
  await filterByRole(page);
  await applyTerms(page, REQUIRED_TERM, EXCLUDED_TERM);
}

test("the admin signs in through the form, lands on the page asked for, and logs out", async ({ page }) => {
  await page.goto("/recruiters/candidates");
  await expect(page).toHaveURL(/\/business\?redirect=%2Frecruiters%2Fcandidates/);
  await expect(page.getByRole("heading", { level: 1, name: "Acesso do recrutador" })).toBeVisible();
  // The sign-in is a hydrated form: text typed before hydration is shown but not in the form's state, which then
  // calls the fields empty (a race the document-first form removes).
  await hydrated(page);

  await page.getByRole("textbox", { name: "E-mail" }).fill(ADMIN.email);
  await page.getByRole("textbox", { name: "Senha" }).fill("not-the-password");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert")).toContainText("E-mail ou senha incorretos.");

  await page.getByRole("textbox", { name: "Senha" }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/recruiters\/candidates$/);
  await expect(page.getByRole("heading", { level: 1, name: "Candidatos" })).toBeVisible();

  await page.getByRole("button", { name: /Olá, Ana Beatriz/ }).click();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/business/);
  // Signed out for real: the area sends the visitor back to the login page.
  await page.goto("/recruiters/jobs");
  await expect(page).toHaveURL(/\/business\?redirect=%2Frecruiters%2Fjobs/);
});

test("the admin filters the candidates with required and excluded terms and saves the view", async ({ browser }) => {
  const page = await adminPage(browser);
  const api = await signedInApi(origin, ADMIN.email);
  const expected = await listRecords<{ id: number; name: string }>(api, "candidates", SEARCH);
  const withoutExclusion = await listRecords(api, "candidates", { ...SEARCH, terms_excluded: undefined });
  const everyone = await listRecords(api, "candidates", {});
  await api.dispose();
  // The search means something: each part narrows the list.
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(withoutExclusion.total);
  expect(withoutExclusion.total).toBeLessThan(everyone.total);

  await page.goto("/recruiters/candidates");
  expect(await listTotal(page)).toBe(everyone.total);
  // A search is the list's own query: no server loader (the root's brand and business) runs again for it.
  const loaderCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) loaderCalls.push(request.url());
  });
  await searchCandidates(page);
  await expect.poll(() => listTotal(page)).toBe(expected.total);
  const firstName = expected.records[0]?.name ?? "";
  await expect(page.getByRole("grid", { name: "Candidatos" }).getByRole("row", { name: firstName })).toBeVisible();
  expect(loaderCalls).toEqual([]);

  const viewName = `Gerentes com inglês ${Date.now()}`;
  await page.getByRole("button", { name: "Visualizações salvas" }).click();
  const views = page.getByRole("dialog", { name: "Visualizações salvas de Candidatos" });
  await views.getByRole("textbox", { name: "Nome da visualização" }).fill(viewName);
  await views.getByRole("button", { name: "Salvar visualização" }).click();
  await expect(page.getByText("Visualização salva!")).toBeVisible();
  await expect(views.getByRole("link", { name: viewName })).toBeVisible();
  await page.keyboard.press("Escape");

  // The saved view brings the same search back from a clean list.
  await page.goto("/recruiters/candidates");
  expect(await listTotal(page)).toBe(everyone.total);
  await page.getByRole("button", { name: "Visualizações salvas" }).click();
  await page
    .getByRole("dialog", { name: "Visualizações salvas de Candidatos" })
    .getByRole("link", { name: viewName })
    .click();
  await expect.poll(() => listTotal(page)).toBe(expected.total);
  await expect(page.getByRole("textbox", { name: "Termos obrigatórios" })).toHaveValue(REQUIRED_TERM);

  // The list is its address: back shows the clean list with empty boxes, forward the saved search again.
  await page.goBack();
  await expect.poll(() => listTotal(page)).toBe(everyone.total);
  await expect(page.getByRole("textbox", { name: "Termos obrigatórios" })).toHaveValue("");
  await page.goForward();
  await expect.poll(() => listTotal(page)).toBe(expected.total);
  await expect(page.getByRole("textbox", { name: "Termos obrigatórios" })).toHaveValue(REQUIRED_TERM);

  // The search box searches once typing stops; back empties it and brings the previous list back.
  const byName = await signedInApi(origin, ADMIN.email);
  const named = await listRecords(byName, "candidates", { ...SEARCH, term: firstName });
  await byName.dispose();
  expect(named.total).toBeGreaterThan(0);
  const searchBox = page.getByRole("searchbox", { name: "Pesquisar em Candidatos" });
  await searchBox.fill(firstName);
  await expect.poll(() => listTotal(page)).toBe(named.total);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(searchBox).toHaveValue(firstName);
  await page.goBack();
  await expect.poll(() => listTotal(page)).toBe(expected.total);
  await expect(searchBox).toHaveValue("");
});

test("the admin opens a candidate, meets a validation error, corrects it and saves", async ({ browser }) => {
  const api = await signedInApi(origin, ADMIN.email);
  const stamp = Date.now();
  const created = await apiJson<{ candidate: { id: number; name: string } }>(api, "post", "/recruiters/candidates", {
    candidate: { name: `Journey Candidata ${stamp}`, email: `journey.${stamp}@e2e.seleta.test`, status: 1 },
  });
  await api.dispose();
  const { id, name } = created.candidate;
  const page = await adminPage(browser);

  await page.goto("/recruiters/candidates");
  await hydrated(page);
  await page.getByRole("searchbox", { name: "Pesquisar em Candidatos" }).fill(name);
  await page.getByRole("row", { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`/recruiters/candidates/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);

  await page.getByRole("button", { name: "Editar" }).click();
  const email = page.getByRole("textbox", { name: /^E-mail/ }).first();
  await email.fill("não é um e-mail");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Preencha corretamente os campos")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  const corrected = `journey.corrigido.${stamp}@e2e.seleta.test`;
  await email.fill(corrected);
  await page.getByRole("button", { name: "Salvar" }).click();
  const shownEmail = page.getByRole("definition").filter({ hasText: corrected });
  await expect(shownEmail).toBeVisible();
  await page.reload();
  await expect(shownEmail).toBeVisible();
});

function column(page: Page, label: string): Locator {
  return page.getByRole("region", { name: label, exact: true });
}

/** A card of a column, by the candidate's name (notes-w3: columns render only their visible cards). */
function card(where: Locator, name: string): Locator {
  return where.getByRole("row", { name, exact: true });
}

/** Drags a card by its handle ("Arrastar <name>") and drops it on the target column, as a mouse user does. */
async function dragCard(page: Page, from: Locator, name: string, to: Locator): Promise<void> {
  const handle = from.getByRole("button", { name: `Arrastar ${name}` });
  await handle.scrollIntoViewIfNeeded();
  const start = await handle.boundingBox();
  const target = await to.getByRole("grid").boundingBox();
  if (!start || !target) throw new Error("The card or the target column is not on screen");
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2 + 12, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + Math.min(target.height / 2, 60), { steps: 10 });
  await page.mouse.up();
}

test("the admin moves applies from Submissão to Entrevista interna by mouse and by keyboard; the job's owner sees the bell grow live", async ({
  browser,
}) => {
  const api = await signedInApi(origin, ADMIN.email);
  const inSubmission = await listRecords<{ id: number; candidate_name: string }>(api, "applies", {
    where: { job: KANBAN_JOB.id, stage: 1 },
    order: { position: "asc" },
  });
  await api.dispose();
  const [mouseName, keyboardName] = inSubmission.records.map((apply) => apply.candidate_name);
  if (!mouseName || !keyboardName) throw new Error(`Job ${KANBAN_JOB.id} needs two applies in Submission`);

  const owner = await signedInContext(browser, origin, RECRUITER.email);
  const ownerPage = await owner.newPage();
  // The bell grows live only once the owner's tab has subscribed to its channel.
  const subscribed = ownerPage
    .waitForEvent("websocket", (socket) => socket.url().includes("/cable"))
    .then((socket) =>
      socket.waitForEvent("framereceived", (frame) => String(frame.payload).includes("confirm_subscription")),
    );
  await ownerPage.goto("/recruiters");
  await subscribed;
  await ownerPage.waitForLoadState("networkidle");
  const before = await unreadCount(ownerPage);

  // Wide enough for the first five columns side by side.
  const page = await adminPage(browser, { viewport: { width: 1920, height: 1080 } });
  await page.goto(`/recruiters/jobs/${KANBAN_JOB.id}`);
  await hydrated(page);
  await page.getByRole("link", { name: "Candidaturas (kanban)" }).click();
  await expect(page).toHaveURL(new RegExp(`/recruiters/jobs/${KANBAN_JOB.id}/applies/kanban$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Candidaturas: ${KANBAN_JOB.title}`);

  const submission = column(page, "Submissão");
  const interview = column(page, "Entrevista interna");
  await interview.scrollIntoViewIfNeeded();
  await expect(card(submission, mouseName)).toBeVisible();
  const countOf = async (where: Locator) => Number(await where.getByTestId("kanban-count").textContent());
  const [submissionCount, interviewCount] = [await countOf(submission), await countOf(interview)];

  await dragCard(page, submission, mouseName, interview);
  await expect(card(interview, mouseName)).toBeVisible();
  await expect(card(submission, mouseName)).toHaveCount(0);
  await expect(ownerPage.getByTestId("notification-badge")).toHaveText(String(before + 1));

  // Keyboard: the card, ArrowRight to its handle, Enter picks it up, Tab to the next column until the target, Enter.
  await card(submission, keyboardName).focus();
  await page.keyboard.press("ArrowRight");
  await expect(submission.getByRole("button", { name: `Arrastar ${keyboardName}` })).toBeFocused();
  await page.keyboard.press("Enter");
  for (let tab = 0; tab < 10 && (await interview.locator(":focus").count()) === 0; tab++) {
    await page.keyboard.press("Tab");
  }
  await expect(interview.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(card(interview, keyboardName)).toBeVisible();
  await expect(submission.getByTestId("kanban-count")).toHaveText(String(submissionCount - 2));
  await expect(interview.getByTestId("kanban-count")).toHaveText(String(interviewCount + 2));
  await expect(ownerPage.getByTestId("notification-badge")).toHaveText(String(before + 2));

  // Saved: a fresh load shows both cards where they were dropped.
  await page.reload();
  await column(page, "Entrevista interna").scrollIntoViewIfNeeded();
  await expect(card(column(page, "Entrevista interna"), mouseName)).toBeVisible();
  await expect(card(column(page, "Entrevista interna"), keyboardName)).toBeVisible();
  await owner.close();
});

test("the admin exports the filtered candidates to XLSX through the progress dialog and the file holds the list", async ({
  browser,
}) => {
  const page = await adminPage(browser);
  const api = await signedInApi(origin, ADMIN.email);
  const expected = await listRecords(api, "candidates", SEARCH);
  await api.dispose();

  await page.goto("/recruiters/candidates");
  await searchCandidates(page);
  await expect.poll(() => listTotal(page)).toBe(expected.total);
  const total = expected.total;

  await page.getByRole("button", { name: "Exportar" }).click();
  const formats = page.getByRole("dialog", { name: "Exportar Candidatos" });
  await formats.getByRole("button", { name: "Excel (XLSX)" }).click();
  const file = await downloadFromProgress(page, "Arquivo pronto!");
  expect(file.name).toMatch(/\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file.path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("The XLSX file has no worksheet");
  const header = (sheet.getRow(1).values as unknown[]).filter((value) => value !== undefined && value !== null);
  expect(header).toContain("Nome");
  expect(sheet.actualRowCount - 1).toBe(total);
});
