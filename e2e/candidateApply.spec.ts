/**
 * Applying with a job's questions, end to end: a recruiter adds a question of each kind to a job on its page, the
 * demo candidate answers them (a tiny WebM uploaded for the video) and sends, and the recruiter finds the apply in
 * the job's Web Response column with its answers, the video playable.
 */
import { type Browser, type BrowserContext, expect, request, test } from "@playwright/test";
import { hydrated } from "./support/pages";
import { ADMIN, apiJson, DEMO_PASSWORD, listRecords, signedInApi, signedInContext } from "./support/recruiters";

const port = process.env.E2E_PORT;
const origin = `http://localhost:${port}`;
const CANDIDATE = { email: "candidate@seleta.test" };

/** A WebM header (EBML, DocType webm) and a little body: what the server's type check reads. */
const TINY_WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]),
  Buffer.from("webm", "latin1"),
  Buffer.from([0x18, 0x53, 0x80, 0x67, 0x80]),
  Buffer.alloc(64),
]);

/** The demo candidate signed in, in a browser context of their own (the cookie moved to the brand's host). */
async function candidateContext(browser: Browser): Promise<BrowserContext> {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const answer = await api.post("/api/v1/candidates/sessions", {
    data: { email: CANDIDATE.email, password: DEMO_PASSWORD },
    headers: { host: `localhost:${port}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const state = await api.storageState();
  await api.dispose();
  return browser.newContext({
    baseURL: origin,
    locale: "pt-BR",
    storageState: { ...state, cookies: state.cookies.map((cookie) => ({ ...cookie, domain: "localhost" })) },
  });
}

test("a recruiter adds the four kinds of questions; the candidate answers them; the recruiter sees the apply", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const candidate = await candidateContext(browser);
  const candidatePage = await candidate.newPage();

  // A public job of the candidate's business that they have not applied to.
  const api = await signedInApi(origin, ADMIN.email);
  const { records } = await listRecords<{ id: number; uid: string | null; title: string }>(api, "jobs", {
    where: { published: true, status: 1 },
    order: { id: "desc" },
    per_page: 50,
  });
  let job: { id: number; uid: string; title: string } | undefined;
  for (const record of records) {
    if (!record.uid) continue;
    const form = await candidatePage.request.get(`/api/v1/candidates/jobs/${record.uid}/apply`);
    if (form.ok() && (await form.json()).applied === null) {
      job = { id: record.id, uid: record.uid, title: record.title };
      break;
    }
  }
  if (!job) throw new Error("No public job the demo candidate has not applied to");
  await apiJson(api, "patch", `/recruiters/jobs/${job.id}`, { job: { questions: [] } });
  await api.dispose();

  // The recruiter writes the questions on the job's page.
  const recruiter = await signedInContext(browser, origin, ADMIN.email);
  const page = await recruiter.newPage();
  await page.goto(`/recruiters/jobs/${job.id}?edit`);
  await hydrated(page);
  const editor = page.getByRole("group", { name: "Perguntas da candidatura" });
  const kinds = [
    { text: "Por que esta vaga?", kind: "Texto livre" },
    { text: "Tem disponibilidade para viagens?", kind: "Sim ou não" },
    { text: "Seu nível de inglês", kind: "Múltipla escolha" },
    { text: "Apresente-se em vídeo", kind: "Vídeo" },
  ];
  for (const [index, question] of kinds.entries()) {
    await editor.getByRole("button", { name: "Adicionar pergunta" }).click();
    const item = editor.getByRole("listitem", { name: `Pergunta ${index + 1}` });
    await item.getByRole("textbox", { name: /Texto da pergunta/ }).fill(question.text);
    if (question.kind !== "Texto livre") {
      await item.getByRole("button", { name: /Tipo de resposta/ }).click();
      await page.getByRole("option", { name: question.kind }).click();
    }
  }
  await editor
    .getByRole("listitem", { name: "Pergunta 3" })
    .getByRole("textbox", { name: /Opções/ })
    .fill("Básico\nIntermediário\nFluente");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Salvo com sucesso!").first()).toBeVisible();

  // The candidate applies.
  const me = await candidatePage.request.get("/api/v1/candidates");
  const candidateName = ((await me.json()) as { candidate: { name: string } }).candidate.name;
  await candidatePage.goto(`/candidates/jobs/${job.uid}/applies/new`);
  await hydrated(candidatePage);
  await expect(candidatePage.getByRole("heading", { level: 1 })).toHaveText(`Candidatar-se: ${job.title}`);
  await candidatePage.getByRole("textbox", { name: /Por que esta vaga\?/ }).fill("Quero liderar a operação.");
  // A radio's input is visually hidden under its label: a person clicks the label.
  await candidatePage
    .getByRole("radiogroup", { name: /Tem disponibilidade/ })
    .getByText("Sim", { exact: true })
    .click();
  await expect(candidatePage.getByRole("radio", { name: "Sim" })).toBeChecked();
  await candidatePage
    .getByRole("radiogroup", { name: /Seu nível de inglês/ })
    .getByText("Fluente")
    .click();
  await candidatePage
    .locator('input[type="file"]')
    .setInputFiles({ name: "apresentacao.webm", mimeType: "video/webm", buffer: TINY_WEBM });
  await expect(candidatePage.getByText(/Vídeo pronto: apresentacao\.webm/)).toBeVisible();
  await candidatePage.getByText(/Autorizo o tratamento/).click();
  await expect(candidatePage.getByRole("checkbox", { name: /Autorizo o tratamento/ })).toBeChecked();
  await candidatePage.getByRole("button", { name: "Enviar candidatura" }).click();
  await expect(candidatePage.getByRole("heading", { name: "Candidatura enviada" })).toBeVisible();
  await expect(candidatePage.getByRole("link", { name: "Ver minhas candidaturas" })).toHaveAttribute(
    "href",
    "/candidates/candidacy",
  );
  // Again: the page says they applied, instead of the form.
  await candidatePage.reload();
  await expect(candidatePage.getByRole("heading", { name: "Você já se candidatou a esta vaga" })).toBeVisible();

  // The recruiter finds the card in Web Response and opens its answers.
  await page.goto(`/recruiters/jobs/${job.id}/applies/kanban`);
  await hydrated(page);
  const webResponse = page.getByRole("region", { name: "Candidatura web", exact: true });
  const card = webResponse.getByRole("row", { name: candidateName, exact: true });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByText("Quero liderar a operação.")).toBeVisible();
  await expect(page.getByText("Fluente", { exact: true })).toBeVisible();
  await expect(page.locator('video[aria-label="Apresente-se em vídeo"]')).toHaveAttribute(
    "src",
    /\/api\/v1\/recruiters\/data_files\/\d+$/,
  );
  await candidate.close();
  await recruiter.close();
});
