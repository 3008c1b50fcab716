/**
 * The recruiter's shortlist screens: from a job's page to its shortlists, a new one, its candidates ordered by
 * keyboard (saved as the whole order), a presentation written in the rich-text editor and saved on blur as HTML
 * (typed markup stays text), a candidate removed, and the draft deleted; then a shortlist sent to a contact from the
 * builder's dialog, its recipient in the table, and revoked. The candidates are added through the API here; adding
 * them from the applies is shortlistSelection.spec.ts's journey.
 */
import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { hydrated } from "./support/pages";
import {
  ADMIN,
  apiJson,
  downloadFromProgress,
  jobWithApplies,
  shortlistWithContact,
  signedInApi,
  signedInContext,
} from "./support/recruiters";

const origin = `http://localhost:${process.env.E2E_PORT}`;

type Shortlist = {
  id: number;
  items: { apply_id: number; presentation: string | null; candidate: { name: string } }[];
};

test("a recruiter builds a shortlist: creates, orders by keyboard, presents, removes, deletes", async ({ browser }) => {
  const api = await signedInApi(origin, ADMIN.email);
  const { job, applies } = await jobWithApplies(api, 3);

  const context = await signedInContext(browser, origin, ADMIN.email, { viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`/recruiters/jobs/${job.id}`);
  await hydrated(page);
  await page.getByRole("link", { name: "Shortlists", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/recruiters/jobs/${job.id}/shortlists$`));

  await page.getByRole("textbox", { name: "Nova shortlist" }).fill("Finalistas E2E");
  await page.getByRole("button", { name: "Criar" }).click();
  await expect(page).toHaveURL(/\/recruiters\/shortlists\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").at(-1));
  await expect(page.getByRole("heading", { name: "Shortlist: Finalistas E2E" })).toBeVisible();
  await expect(page.getByText("Rascunho", { exact: true })).toBeVisible();
  await expect(page.getByText("Nenhum candidato nesta shortlist")).toBeVisible();

  const added = await apiJson<{ shortlist: Shortlist }>(api, "post", `/recruiters/shortlists/${id}/items`, {
    apply_ids: applies.map((apply) => apply.id),
  });
  const [first, second] = added.shortlist.items;
  if (!first || !second) throw new Error("The shortlist holds its three candidates");
  await page.reload();
  await hydrated(page);
  const rows = page.getByRole("grid", { name: "Ordem dos candidatos" }).getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(first.candidate.name);

  // By keyboard: the first row, its handle, pick up, two places down, drop.
  await rows.first().focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(rows.first()).toContainText(second.candidate.name);
  await expect
    .poll(async () => {
      const saved = await apiJson<{ shortlist: Shortlist }>(api, "get", `/recruiters/shortlists/${id}`);
      return saved.shortlist.items[0]?.apply_id;
    })
    .toBe(second.apply_id);

  // A presentation in the rich-text editor, saved as HTML when the field loses the focus; typed markup stays text.
  const field = page.getByRole("textbox", { name: `Apresentação de ${second.candidate.name}` });
  await expect(field).toHaveAttribute("contenteditable", "true");
  await field.click();
  await page.keyboard.press("Control+b");
  await page.keyboard.type("Forte");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" em FP&A <i>sem HTML</i>.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Disponível em 30 dias.");
  await field.press("Tab");
  await expect
    .poll(async () => {
      const saved = await apiJson<{ shortlist: Shortlist }>(api, "get", `/recruiters/shortlists/${id}`);
      return saved.shortlist.items.find((item) => item.apply_id === second.apply_id)?.presentation ?? null;
    })
    .toBe("<p><strong>Forte</strong> em FP&amp;A &lt;i&gt;sem HTML&lt;/i&gt;.</p><p>Disponível em 30 dias.</p>");
  await page.reload();
  await hydrated(page);
  const saved = page.getByRole("textbox", { name: `Apresentação de ${second.candidate.name}` });
  await expect(saved).toHaveAttribute("contenteditable", "true");
  await expect(saved.locator("strong")).toHaveText("Forte");
  await expect(saved.locator("p")).toHaveText(["Forte em FP&A <i>sem HTML</i>.", "Disponível em 30 dias."]);

  await page.getByRole("button", { name: `Remover ${first.candidate.name} da shortlist` }).click();
  await expect(rows).toHaveCount(2);

  await page.getByRole("button", { name: "Excluir rascunho" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir rascunho" }).click();
  await expect(page).toHaveURL(new RegExp(`/recruiters/jobs/${job.id}/shortlists$`));
  await expect(page.getByRole("link", { name: "Finalistas E2E" })).toHaveCount(0);
  await api.dispose();
  await context.close();
});

test("a recruiter sends a shortlist to a contact, sees the recipient, and revokes them", async ({ browser }) => {
  const api = await signedInApi(origin, ADMIN.email);
  // A job with applies whose company has a contact with an address (the first such among the busiest jobs).
  const { shortlist, contact } = await shortlistWithContact(api, "Envio E2E");
  const id = shortlist.id;

  const context = await signedInContext(browser, origin, ADMIN.email, { viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`/recruiters/shortlists/${id}`);
  await hydrated(page);
  await expect(page.getByText("Esta shortlist ainda não foi enviada.")).toBeVisible();

  await page.getByRole("button", { name: "Enviar", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Enviar a shortlist" });
  // react-aria's box is a visually hidden input under its label: checked where it is, without the pointer checks.
  const contactLabel = new RegExp(`^${contact.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(`);
  await dialog.getByRole("checkbox", { name: contactLabel }).check({ force: true });
  await dialog.getByRole("button", { name: "Enviar para 1 contato" }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole("table");
  const row = table.getByRole("row").filter({ hasText: contact.name });
  await expect(row).toBeVisible();
  // Sending makes the draft a sent shortlist, and a sent one is not deleted.
  await expect(page.getByText("Enviada", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Excluir rascunho" })).toHaveCount(0);

  await row.getByRole("button", { name: "Revogar" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revogar" }).click();
  await expect(row).toContainText("Revogado em");
  await expect(row.getByRole("button", { name: "Reenviar" })).toHaveCount(0);

  // The dashboard, a background download like a list's export: the XLSX holds the candidate sent.
  await page.getByRole("button", { name: "Painel (XLSX)" }).click();
  const file = await downloadFromProgress(page, "O painel da shortlist está pronto.");
  expect(file.name).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file.path);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Candidatos", "Comentários"]);
  await api.dispose();
  await context.close();
});
