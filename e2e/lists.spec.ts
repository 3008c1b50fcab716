/**
 * Lists filled from a selection: on the candidates list a recruiter picks two candidates, adds them to a new list
 * from the selection's "Adicionar a uma lista", opens the list from the dialog's link, switches its candidates to the
 * kanban and moves one from "A contatar" to "Contatado" with the keyboard; after a reload the card is still there,
 * and the API holds the new stage. The list is this test's own, so no other journey's data changes.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { hydrated } from "./support/pages";
import { ADMIN, apiJson, firstRecord, listRecords, signedInApi, signedInContext } from "./support/recruiters";

const origin = `http://localhost:${process.env.E2E_PORT}`;

type Card = { id: number; candidate_name: string; stage: number };

function column(page: Page, label: string): Locator {
  return page.getByRole("region", { name: label, exact: true });
}

function card(where: Locator, name: string): Locator {
  return where.getByRole("row", { name, exact: true });
}

test("a recruiter adds picked candidates to a new list and moves one on its kanban by keyboard", async ({
  browser,
}) => {
  const api = await signedInApi(origin, ADMIN.email);
  const context = await signedInContext(browser, origin, ADMIN.email, { viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.goto("/recruiters/candidates");
  await hydrated(page);

  const rows = page.locator("tbody").getByRole("checkbox");
  await rows.nth(0).check({ force: true });
  await rows.nth(1).check({ force: true });
  await expect(page.getByText("2 selecionados", { exact: true })).toBeVisible();

  const name = `Lista E2E ${Date.now()}`;
  await page.getByRole("button", { name: "Adicionar a uma lista" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar a uma lista" });
  await expect(dialog.getByText("2 candidatos selecionados.")).toBeVisible();
  await dialog.getByRole("radio", { name: "Nova lista" }).check({ force: true });
  await dialog.getByRole("textbox", { name: "Nome da nova lista" }).fill(name);
  await dialog.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(dialog.getByRole("status")).toContainText(`2 candidatos adicionados à lista ${name}`);
  await dialog.getByRole("link", { name: "Abrir a lista" }).click();

  await expect(page).toHaveURL(/\/recruiters\/tearsheets\/\d+$/);
  const listId = Number(new URL(page.url()).pathname.split("/").at(-1));
  await hydrated(page);
  const cards = await listRecords<Card>(api, "tearsheet_candidates", { where: { tearsheet: listId } });
  expect(cards.total).toBe(2);
  const moved = cards.records[0]?.candidate_name as string;
  expect(cards.records.every((record) => record.stage === 1)).toBe(true);

  await page
    .getByRole("radio", { name: "Kanban" })
    .or(page.getByRole("button", { name: "Kanban" }))
    .first()
    .click();
  const toContact = column(page, "A contatar");
  const contacted = column(page, "Contatado");
  await expect(card(toContact, moved)).toBeVisible();

  // Keyboard: the card, ArrowRight to its handle, Enter picks it up, Tab to the next column until the target, Enter.
  await card(toContact, moved).focus();
  await page.keyboard.press("ArrowRight");
  await expect(toContact.getByRole("button", { name: `Arrastar ${moved}` })).toBeFocused();
  await page.keyboard.press("Enter");
  for (let tab = 0; tab < 10 && (await contacted.locator(":focus").count()) === 0; tab++) {
    await page.keyboard.press("Tab");
  }
  await expect(contacted.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(card(contacted, moved)).toBeVisible();
  await expect
    .poll(async () => {
      const saved = await apiJson<Record<string, Card>>(
        api,
        "get",
        `/recruiters/tearsheet_candidates/${cards.records[0]?.id}`,
      );
      return (saved.tearsheet_candidate ?? (saved as unknown as Card)).stage;
    })
    .toBe(2);

  // Saved: a fresh load shows the card where it was dropped.
  await page.reload();
  await hydrated(page);
  const kanban = page
    .getByRole("radio", { name: "Kanban" })
    .or(page.getByRole("button", { name: "Kanban" }))
    .first();
  if ((await column(page, "Contatado").count()) === 0) await kanban.click();
  await expect(card(column(page, "Contatado"), moved)).toBeVisible();

  await api.dispose();
  await context.close();
});

test("from a candidate's page the recruiter adds them to the talent pool, reached from the Entities panel", async ({
  browser,
}) => {
  const api = await signedInApi(origin, ADMIN.email);
  const pool = (
    await apiJson<{ tearsheet: { id: number; name: string } }>(api, "get", "/recruiters/tearsheets/talent_pool")
  ).tearsheet;
  const candidate = await firstRecord<{ id: number; name: string }>(api, "candidates", { order: { id: "desc" } });
  const context = await signedInContext(browser, origin, ADMIN.email, { viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`/recruiters/candidates/${candidate.id}`);
  await hydrated(page);

  await page.getByRole("button", { name: "Adicionar a uma lista" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar a uma lista" });
  await expect(dialog.getByText("1 candidato selecionado.")).toBeVisible();
  await dialog.getByLabel("Buscar lista").fill("talentos");
  await dialog.getByRole("radio", { name: new RegExp(`^${pool.name}`) }).check({ force: true });
  await dialog.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(dialog.getByRole("status")).toContainText(`à lista ${pool.name}`);
  const cards = await listRecords<{ id: number }>(api, "tearsheet_candidates", {
    where: { tearsheet: pool.id, candidate: candidate.id },
  });
  expect(cards.total).toBe(1);
  await dialog.getByRole("button", { name: "Fechar" }).last().click();
  await expect(dialog).toHaveCount(0);

  // The Entities panel's "Banco de talentos" opens the pool's own page.
  await page.goto("/recruiters/talent_pool");
  await expect(page).toHaveURL(new RegExp(`/recruiters/tearsheets/${pool.id}$`));

  await api.dispose();
  await context.close();
});
