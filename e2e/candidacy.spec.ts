/**
 * Where an application stands, end to end: the demo candidate (candidate@seleta.test) sees an application on
 * `/candidates/candidacy`; a recruiter moves its card to Interview (through the kanban's API); coming back to the
 * tab, the candidate sees "Em entrevistas"; the candidate withdraws it through the confirmation; the recruiter
 * finds the card in the kanban's Withdrawn column. The page passes axe's serious and critical rules on the way.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { hydrated, seriousViolations } from "./support/pages";
import { ADMIN, apiJson, DEMO_PASSWORD, signedInApi, signedInContext } from "./support/recruiters";

const port = process.env.E2E_PORT;
const origin = `http://localhost:${port}`;

const CANDIDATE_EMAIL = "candidate@seleta.test";
/** The pipeline's Interview stage (catalogues/applyStages). */
const INTERVIEW_STAGE = 5;

type Candidacy = { id: number; job: { title: string }; status: string; withdrawable: boolean };

/** An application's card on the page, by its job's title (the card is named by its heading). */
function applicationCard(page: Page, jobTitle: string): Locator {
  return page.getByRole("list", { name: "Suas candidaturas" }).getByRole("listitem", { name: jobTitle, exact: true });
}

test("the candidate follows an application the recruiter moves, withdraws it, and the recruiter sees it withdrawn", async ({
  browser,
}) => {
  const candidate = await browser.newContext({ baseURL: origin, locale: "pt-BR" });
  const signIn = await candidate.request.post("/api/v1/candidates/sessions", {
    data: { email: CANDIDATE_EMAIL, password: DEMO_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const mine = (await (await candidate.request.get("/api/v1/candidates/applies")).json()) as { applies: Candidacy[] };
  const application = mine.applies.find((item) => item.withdrawable && item.status !== "interviewing");
  if (!application) throw new Error(`${CANDIDATE_EMAIL} needs an open application before the interviews`);

  const page = await candidate.newPage();
  await page.goto("/candidates/candidacy");
  await hydrated(page);
  const card = applicationCard(page, application.job.title);
  await expect(card.getByTestId("candidacy-status")).not.toHaveText("Situação: Em entrevistas");
  expect(await seriousViolations(page)).toEqual([]);

  // The recruiter moves the card to Interview, as the kanban does.
  const api = await signedInApi(origin, ADMIN.email);
  const { apply } = await apiJson<{ apply: { job: number; candidate_name: string } }>(
    api,
    "get",
    `/recruiters/applies/${application.id}`,
  );
  await apiJson(api, "patch", `/recruiters/jobs/${apply.job}/applies/${application.id}/move`, {
    stage: INTERVIEW_STAGE,
    position: 0,
  });
  await api.dispose();

  // The candidate comes back to the window: the list is read again.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(card.getByTestId("candidacy-status")).toHaveText("Situação: Em entrevistas");
  await expect(card.locator('[aria-current="step"]')).toContainText("Em entrevistas");

  await card.getByRole("button", { name: "Retirar candidatura" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Retirar candidatura" });
  await expect(dialog).toContainText(application.job.title);
  await dialog.getByRole("button", { name: "Retirar", exact: true }).click();
  await expect(card.getByTestId("candidacy-status")).toHaveText("Situação: Encerrada");
  await expect(card.getByText("Você retirou esta candidatura.")).toBeVisible();
  await expect(card.getByRole("button", { name: "Retirar candidatura" })).toHaveCount(0);
  await candidate.close();

  // The recruiter finds the card in the Withdrawn column of the job's kanban.
  const recruiter = await signedInContext(browser, origin, ADMIN.email, { viewport: { width: 1920, height: 1080 } });
  const kanban = await recruiter.newPage();
  await kanban.goto(`/recruiters/jobs/${apply.job}/applies/kanban`);
  await hydrated(kanban);
  const withdrawn = kanban.getByRole("region", { name: "Desistência", exact: true });
  await withdrawn.scrollIntoViewIfNeeded();
  await expect(withdrawn.getByRole("row", { name: apply.candidate_name, exact: true })).toBeVisible();
  await recruiter.close();
});
