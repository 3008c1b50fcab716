/**
 * An evaluation sent to a candidate, end to end: the recruiter sends it from the apply's page, the candidate opens
 * the mail's link, answers and is thanked (and told it is answered when they come back), and the recruiter reads
 * the answer on the apply's page.
 */
import { expect, test } from "@playwright/test";
import { DEMO_CANDIDATE, signedInCandidateContext } from "./support/candidates";
import { mailedLink } from "./support/mailConsole";
import { hydrated } from "./support/pages";
import { ADMIN, apiJson, listRecords, signedInApi, signedInContext } from "./support/recruiters";

const port = process.env.E2E_PORT;
const origin = `http://localhost:${port}`;

test("a recruiter sends an evaluation; the candidate answers it from the mail's link; the recruiter reads it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const candidate = await signedInCandidateContext(browser, origin);
  const candidatePage = await candidate.newPage();
  const me = await candidatePage.request.get("/api/v1/candidates");
  const candidateId = ((await me.json()) as { candidate: { id: number } }).candidate.id;

  // An active evaluation, and an apply of the demo candidate to send it for.
  const api = await signedInApi(origin, ADMIN.email);
  const title = `Liderança ${Date.now()}`;
  await apiJson(api, "post", "/recruiters/evaluations", {
    evaluation: {
      title,
      questions: [{ text: "Como você lidera uma equipe?", response_type: 0, options: [], required: true }],
      active: true,
    },
  });
  let { records } = await listRecords<{ id: number }>(api, "applies", { where: { candidate: candidateId } });
  if (records.length === 0) {
    const { records: jobs } = await listRecords<{ id: number }>(api, "jobs", { per_page: 1 });
    await apiJson(api, "post", "/recruiters/applies", {
      apply: { candidate: candidateId, job: jobs[0]?.id, stage: 0 },
    });
    ({ records } = await listRecords<{ id: number }>(api, "applies", { where: { candidate: candidateId } }));
  }
  const applyId = records[0]?.id;
  expect(applyId, "an apply of the demo candidate").toBeTruthy();

  // The recruiter sends it from the apply's page.
  const recruiter = await signedInContext(browser, origin, ADMIN.email);
  const page = await recruiter.newPage();
  await page.goto(`/recruiters/applies/${applyId}`);
  await hydrated(page);
  const section = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: "Avaliações enviadas" }) });
  await section.getByRole("button", { name: /Avaliação/ }).click();
  await page.getByRole("option", { name: title }).click();
  await section.getByRole("button", { name: "Enviar avaliação" }).click();
  await expect(section.getByRole("region", { name: title })).toContainText("aguardando respostas");

  // The outbox masks the link's uid: the mail as the server printed it carries it.
  const link = await mailedLink(DEMO_CANDIDATE, /\/candidates\/evaluations\/[A-Za-z0-9_-]+$/);
  await api.dispose();

  // The candidate answers it, and is told it is answered when they come back.
  const evaluationPath = new URL(link as string).pathname;
  await candidatePage.goto(evaluationPath);
  await expect(candidatePage.getByRole("heading", { level: 1 })).toHaveText(`Avaliação: ${title}`);
  // A document without scripts: the form posts to the page.
  await expect(candidatePage.locator("script")).toHaveCount(0);
  await candidatePage.getByRole("textbox", { name: /Como você lidera/ }).fill("Com metas claras e autonomia.");
  await candidatePage.getByRole("button", { name: "Enviar respostas" }).click();
  await expect(candidatePage.getByRole("heading", { name: "Obrigado pelas respostas!" })).toBeVisible();
  await candidatePage.goto(evaluationPath);
  await expect(candidatePage.getByRole("heading", { name: "Você já respondeu esta avaliação" })).toBeVisible();

  // The recruiter reads the answer on the apply's page.
  await page.reload();
  await hydrated(page);
  const answered = section.getByRole("region", { name: title });
  await expect(answered).toContainText("Com metas claras e autonomia.");
  await candidate.close();
  await recruiter.close();
});
