/**
 * The recruiter's shortlist screens: from a job's page to its shortlists, a new one, its candidates ordered by
 * keyboard (saved as the whole order), a presentation written and saved on blur (typed markup stays text), a
 * candidate removed, and the draft deleted. The candidates are added through the API (the applies list's "add to a
 * shortlist" is not a screen yet).
 */
import { expect, test } from "@playwright/test";
import { hydrated } from "./support/pages";
import { ADMIN, apiJson, firstRecord, listRecords, signedInApi, signedInContext } from "./support/recruiters";

const origin = `http://localhost:${process.env.E2E_PORT}`;

type Shortlist = {
  id: number;
  items: { apply_id: number; presentation: string | null; candidate: { name: string } }[];
};

test("a recruiter builds a shortlist: creates, orders by keyboard, presents, removes, deletes", async ({ browser }) => {
  const api = await signedInApi(origin, ADMIN.email);
  const job = await firstRecord<{ id: number; title: string }>(api, "jobs", { order: { applies_count: "desc" } });
  const { records: applies } = await listRecords<{ id: number }>(api, "applies", {
    where: { job: job.id },
    per_page: 3,
  });
  expect(applies.length, "the demo's busiest job has three applies").toBe(3);

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

  // A presentation, saved when the field loses the focus; what looks like markup stays text.
  const field = page.getByRole("textbox", { name: `Apresentação de ${second.candidate.name}` });
  await field.fill("<b>Forte</b> em FP&A.\n\nDisponível em 30 dias.");
  await field.press("Tab");
  await expect
    .poll(async () => {
      const saved = await apiJson<{ shortlist: Shortlist }>(api, "get", `/recruiters/shortlists/${id}`);
      return saved.shortlist.items.find((item) => item.apply_id === second.apply_id)?.presentation ?? null;
    })
    .toContain("&lt;b&gt;Forte&lt;/b&gt; em FP&amp;A.");
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("textbox", { name: `Apresentação de ${second.candidate.name}` })).toHaveValue(
    "<b>Forte</b> em FP&A.\n\nDisponível em 30 dias.",
  );

  await page.getByRole("button", { name: `Remover ${first.candidate.name} da shortlist` }).click();
  await expect(rows).toHaveCount(2);

  await page.getByRole("button", { name: "Excluir rascunho" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir rascunho" }).click();
  await expect(page).toHaveURL(new RegExp(`/recruiters/jobs/${job.id}/shortlists$`));
  await expect(page.getByRole("link", { name: "Finalistas E2E" })).toHaveCount(0);
  await api.dispose();
  await context.close();
});
