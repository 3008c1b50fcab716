/**
 * The CV journey across the two sides: the demo candidate sends a PDF through the form of /candidates/curriculum (a
 * document without scripts) and sees its text read (a background job reads it after the upload's answer, the page
 * reloading itself meanwhile); a recruiter's boolean search then finds the candidate
 * by a word that is only in the CV, and the candidate's record page shows the file with its text read, which the
 * recruiter reads there in a dialog.
 */
import { randomBytes } from "node:crypto";
import { type Browser, expect, test } from "@playwright/test";
import { makePdf } from "../apps/api/test/fixtures/uploads/files";
import { signedInCandidateContext } from "./support/candidates";
import { hydrated } from "./support/pages";
import { ADMIN, signedInContext } from "./support/recruiters";

const port = process.env.E2E_PORT;
const origin = `http://localhost:${port}`;

/** A browser signed in as the demo candidate, and their name. */
async function candidateContext(browser: Browser) {
  const context = await signedInCandidateContext(browser, origin);
  const me = await (await context.request.get("/api/v1/candidates")).json();
  return { context, name: String(me.candidate.name) };
}

test("a candidate's CV is read in the background and a recruiter finds them by a word of it", async ({ browser }) => {
  // A made-up word no demo record has, so only the CV can match it.
  const word = `zetacurriculo${randomBytes(3).toString("hex")}`;
  const { context, name } = await candidateContext(browser);
  const page = await context.newPage();
  await page.goto("/candidates/curriculum");
  await expect(page.getByRole("heading", { level: 1, name: "Currículo" })).toBeVisible();
  // A document: the page works without any script, and carries none.
  expect(await (await page.request.get("/candidates/curriculum")).text()).not.toMatch(/<script/i);

  // A file that is no CV: the page comes back with the API's own words.
  await page.getByLabel(/^Escolha (seu|o novo) currículo$/).setInputFiles({
    name: "notas.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("apenas texto"),
  });
  await page.getByRole("button", { name: "Enviar currículo" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Envie o currículo em PDF ou DOCX" })).toBeVisible();

  // A name of its own: the page must show this file, not a CV an earlier run left on the demo candidate.
  const fileName = `curriculo-${word}.pdf`;
  await page.getByLabel(/^Escolha (seu|o novo) currículo$/).setInputFiles({
    name: fileName,
    mimeType: "application/pdf",
    buffer: makePdf(["Curriculo de teste", `Especialista em ${word}`]),
  });
  await page.getByRole("button", { name: "Enviar currículo" }).click();
  await expect(page).toHaveURL(/\/candidates\/curriculum\?sent=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Currículo enviado" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(fileName) })).toBeVisible();
  // The page reloads itself while the text is being read: the job's outcome shows without anyone reloading.
  await expect(page.getByText("Texto lido", { exact: true })).toBeVisible({ timeout: 30_000 });
  await context.close();

  const recruiter = await signedInContext(browser, origin, ADMIN.email);
  const list = await recruiter.newPage();
  await list.goto(`/recruiters/candidates?q=${word}`);
  const row = list.getByRole("grid", { name: "Candidatos" }).getByRole("row", { name: new RegExp(name) });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await hydrated(list);
  await row.click();
  await expect(list.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(list.getByRole("heading", { level: 2, name: "Arquivos" })).toBeVisible();
  const file = list.getByRole("listitem").filter({ has: list.getByRole("link", { name: new RegExp(fileName) }) });
  await expect(file).toBeVisible({ timeout: 30_000 });
  await expect(file.getByText("Texto lido")).toBeVisible();
  // The CV itself is only a download: its text is read on the page, in a dialog named by the file.
  await file.getByRole("button", { name: `Ver texto de ${fileName}` }).click();
  const dialog = list.getByRole("dialog", { name: fileName });
  await expect(dialog.getByText(`Especialista em ${word}`)).toBeVisible({ timeout: 30_000 });
  await recruiter.close();
});
