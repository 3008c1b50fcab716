/**
 * Shortlists made from the applies: on a job's kanban a recruiter picks two applies (each card's toggle), adds them
 * to a new shortlist from the selection's dialog, opens it from the dialog's link, and sees it as the client will
 * ("Ver como o cliente"): both candidates, read-only, and nothing of their documents. On the job's applies list, two
 * rows picked go to a shortlist the job already has. The jobs are the demo's with applies; the shortlists are these
 * tests' own, so no other journey's data changes.
 */
import { expect, test } from "@playwright/test";
import { hydrated, seriousViolations, settled } from "./support/pages";
import { ADMIN, apiJson, jobWithApplies, signedInApi, signedInContext } from "./support/recruiters";

const origin = `http://localhost:${process.env.E2E_PORT}`;

type Shortlist = { id: number; name: string; items: { apply_id: number; candidate: { name: string } }[] };

test("a recruiter picks two applies on the kanban, shortlists them and sees the shortlist as the client", async ({
  browser,
}) => {
  const api = await signedInApi(origin, ADMIN.email);
  const jobId = (await jobWithApplies(api, 2)).job.id;

  const context = await signedInContext(browser, origin, ADMIN.email, { viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`/recruiters/jobs/${jobId}/applies/kanban`);
  await hydrated(page);

  // Nothing picked: the action is there, disabled.
  const add = page.getByRole("button", { name: "Adicionar à shortlist" });
  await expect(add).toBeDisabled();

  // Two cards with a candidate's name, each picked by its toggle.
  const toggles = page.getByRole("button", { name: /^Selecionar / });
  await expect(toggles.first()).toBeVisible();
  const labels = (await toggles.allTextContents()).map((text) => text.replace(/^Selecionar /, "").trim());
  const names = [...new Set(labels.filter((name) => name !== "Candidato sem nome"))].slice(0, 2);
  expect(names).toHaveLength(2);
  for (const name of names) {
    const toggle = page.getByRole("button", { name: `Selecionar ${name}`, exact: true }).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  }
  // A toggle picks the card; it does not open it.
  await expect(page).toHaveURL(new RegExp(`/recruiters/jobs/${jobId}/applies/kanban$`));
  await expect(page.getByText("2 candidaturas selecionadas", { exact: true })).toBeVisible();
  // The cards' toggles and the selection's bar pass axe like the rest of the board.
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  await add.click();
  const dialog = page.getByRole("dialog", { name: "Adicionar à shortlist" });
  await expect(dialog.getByText("2 candidaturas selecionadas.")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Nova shortlist" })).toBeChecked();
  await dialog.getByRole("textbox", { name: "Nome da nova shortlist" }).fill("Seleção E2E");
  // The dialog open over the board passes axe too.
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(dialog.getByRole("status")).toContainText("A shortlist Seleção E2E tem agora 2 candidatos.");
  await dialog.getByRole("link", { name: "Abrir a shortlist" }).click();

  await expect(page).toHaveURL(/\/recruiters\/shortlists\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").at(-1));
  await expect(page.getByRole("heading", { name: "Shortlist: Seleção E2E" })).toBeVisible();
  const saved = await apiJson<{ shortlist: Shortlist }>(api, "get", `/recruiters/shortlists/${id}`);
  expect(saved.shortlist.items.map((item) => item.candidate.name).sort()).toEqual([...names].sort());

  await page.getByRole("link", { name: "Ver como o cliente" }).click();
  await expect(page).toHaveURL(new RegExp(`/recruiters/shortlists/${id}/preview$`));
  await expect(page.getByRole("note")).toHaveText("Pré-visualização: é isto que o cliente verá.");
  const candidates = page.getByRole("list", { name: "Candidatos da shortlist" });
  for (const name of names) {
    await expect(candidates.getByRole("heading", { level: 3, name: new RegExp(`^${name}`) })).toBeVisible();
  }
  // The preview passes axe. The dialog's busy "Adicionar" was announced moments ago and went with the dialog; its
  // announcement may still be in the live region, and keeps its name (ui's Button, liveAnnouncements.ts).
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  // Read-only: no rating, no comment form.
  await expect(page.getByRole("button", { name: "Gostei" })).toHaveCount(0);
  await expect(candidates.locator("form")).toHaveCount(0);
  // Never the candidates' documents: no CPF, by label or by shape.
  const text = (await candidates.textContent()) ?? "";
  expect(text).not.toMatch(/CPF/i);
  expect(text).not.toMatch(/\d{3}\.?\d{3}\.?\d{3}-?\d{2}/);
  for (const item of saved.shortlist.items) {
    const apply = await apiJson<Record<string, unknown>>(api, "get", `/recruiters/applies/${item.apply_id}`);
    const record = (apply.apply ?? apply) as { candidate?: number; candidate_id?: number };
    const candidateId = record.candidate ?? record.candidate_id;
    if (candidateId === undefined) continue;
    const candidate = await apiJson<Record<string, unknown>>(api, "get", `/recruiters/candidates/${candidateId}`);
    const cpf = ((candidate.candidate ?? candidate) as { cpf?: string | null }).cpf;
    if (cpf) expect(text).not.toContain(cpf.replace(/\D/g, "").slice(0, 9));
  }

  await api.dispose();
  await context.close();
});

test("from the job's applies list, two rows picked go to a shortlist the job already has", async ({ browser }) => {
  const api = await signedInApi(origin, ADMIN.email);
  const jobId = (await jobWithApplies(api, 2)).job.id;
  const created = await apiJson<{ shortlist: Shortlist }>(api, "post", `/recruiters/jobs/${jobId}/shortlists`, {
    shortlist: { name: "Lista E2E" },
  });

  const context = await signedInContext(browser, origin, ADMIN.email, { viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`/recruiters/jobs/${jobId}/applies`);
  await hydrated(page);
  const rows = page.locator("tbody").getByRole("checkbox");
  await rows.nth(0).check({ force: true });
  await rows.nth(1).check({ force: true });
  await expect(page.getByText("2 selecionados", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Adicionar à shortlist" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar à shortlist" });
  await dialog.getByRole("radio", { name: /^Lista E2E · Rascunho/ }).check({ force: true });
  await dialog.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(dialog.getByRole("status")).toContainText("A shortlist Lista E2E tem agora 2 candidatos.");
  const saved = await apiJson<{ shortlist: Shortlist }>(api, "get", `/recruiters/shortlists/${created.shortlist.id}`);
  expect(saved.shortlist.items).toHaveLength(2);

  await api.dispose();
  await context.close();
});
