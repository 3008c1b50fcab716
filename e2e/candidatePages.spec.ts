/**
 * The cultural-fit questionnaire, end to end: the demo candidate answers the 50 statements in one native form (a
 * statement left out brings the form back with the others kept and the missing one named and marked), the server
 * scores them, and the result page shows the five traits. The questionnaire is a document without scripts.
 * The firm's courses and insights inside the area lead to their public pages.
 * The scoring itself, the other pages' data and who may read what are the domain's and the API's tests.
 */
import { expect, test } from "@playwright/test";
import { baseURL } from "./playwright.config";
import { signedInCandidateContext } from "./support/candidates";
import { expectNoScripts, seriousViolations } from "./support/pages";

test("the demo candidate answers the cultural-fit questionnaire and sees their profile", async ({ browser }) => {
  // Fifty statements are fifty presses: on a loaded two-core machine that alone took most of a minute.
  test.setTimeout(120_000);
  const context = await signedInCandidateContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto("/candidates/cultural_fit");
  await expect(page.getByRole("heading", { level: 1, name: "Fit cultural" })).toBeVisible();
  await expectNoScripts(page);

  const statement = (number: number) => page.getByRole("radiogroup", { name: new RegExp(`^${number}\\. `) });
  await expect(page.getByRole("radiogroup")).toHaveCount(50);
  // Fifty radio groups of five: every one named by its statement, every point by its text.
  expect(await seriousViolations(page)).toEqual([]);
  for (let number = 1; number <= 49; number++) {
    await statement(number).getByRole("radio", { name: "Concordo", exact: true }).check();
  }

  // The last statement left out: the form comes back saying which, every other answer kept.
  await page.getByRole("button", { name: "Ver meu resultado" }).click();
  await expect(page.getByText("Falta responder 1 afirmação: a 50.")).toBeFocused();
  await expect(page.getByText("49 de 50 respondidas")).toBeVisible();
  await expect(statement(49).getByRole("radio", { name: "Concordo", exact: true })).toBeChecked();
  const last = statement(50);
  await expect(last).toContainText("Responda esta afirmação.");
  // Arrows move and choose within a statement, as native radio buttons do: the fourth point, "Concordo".
  await last.getByRole("radio").first().focus();
  for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowRight");
  await expect(last.getByRole("radio", { name: "Concordo", exact: true })).toBeChecked();

  await page.getByRole("button", { name: "Ver meu resultado" }).click();
  await expect(page).toHaveURL(/\/candidates\/cultural_fit\/Show$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Seu perfil de personalidade" })).toBeVisible();
  await expect(page.getByRole("meter")).toHaveCount(5);
  // "Concordo" to everything: openness 7×4 + 3×2 = 34 of 10..50 → 60; extraversion 5×4 + 5×2 = 30 → 50.
  await expect(page.getByRole("meter", { name: "Abertura a experiências" })).toHaveAttribute("aria-valuenow", "60");
  await expect(page.getByRole("meter", { name: "Extroversão" })).toHaveAttribute("aria-valuenow", "50");

  // The result is stored: it is there after a reload, with the way to answer again.
  await page.reload();
  await expect(page.getByRole("meter", { name: "Extroversão" })).toHaveAttribute("aria-valuenow", "50");
  await expect(page.getByRole("link", { name: "Responder de novo" })).toHaveAttribute(
    "href",
    "/candidates/cultural_fit",
  );
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test("the area's pages to read are documents without scripts", async ({ browser }) => {
  const context = await signedInCandidateContext(browser, baseURL);
  const page = await context.newPage();
  for (const [path, title] of [
    ["/candidates/home", /^Olá, /],
    ["/candidates/overview", "Visão Geral"],
    ["/candidates/meet", "Entrevistas e reuniões"],
    ["/candidates/partners", "Parceiros"],
    ["/candidates/index1", "Vagas para você"],
    ["/candidates/candidacy", "Candidaturas"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title }), path).toBeVisible();
    await expectNoScripts(page);
  }
  await context.close();
});

test("the firm's courses and insights are cards leading to their public pages", async ({ browser }) => {
  const context = await signedInCandidateContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto("/candidates/courses");
  await expectNoScripts(page);
  await expect(page.getByRole("heading", { level: 1, name: "Cursos" })).toBeVisible();
  const course = page.getByRole("listitem").getByRole("heading", { level: 2 }).getByRole("link").first();
  await expect(course).toHaveAttribute("href", /^\/courses\/[\w-]+$/);

  await page.goto("/candidates/insights");
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  const insight = page.getByRole("listitem").getByRole("heading", { level: 2 }).getByRole("link").first();
  await expect(insight).toHaveAttribute("href", /^\/home\/(insights|publications)#p-[\w-]+$|^https?:\/\//);
  await context.close();
});
