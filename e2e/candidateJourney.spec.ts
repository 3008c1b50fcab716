/**
 * The candidate portal's whole way, in a real browser against the production build, as one person lives it:
 * a recruiter writes a job's four kinds of questions on its page; a visitor opens that job on the public board,
 * presses Apply, signs up, confirms the e-mail from the link the server printed, walks the registration wizard (reloading
 * in the middle of it), lands on the job's application and answers the four questions; the recruiter finds the
 * apply in the kanban's Web Response column with its answers; the candidate sees it move when the recruiter moves
 * the card, withdraws it, and the recruiter sees it withdrawn.
 *
 * The rules behind each step (bad input, other candidates, limits) are the API tests'; this is the journey.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { mailedLink } from "./support/mailConsole";
import { expectNoScripts, hydrated, seriousViolations } from "./support/pages";
import { ADMIN, apiJson, listRecords, signedInApi, signedInContext } from "./support/recruiters";

const port = process.env.E2E_PORT;
const origin = `http://localhost:${port}`;
/** The pipeline's Interview stage (catalogues/applyStages). */
const INTERVIEW_STAGE = 5;

/** A WebM header (EBML, DocType webm) and a little body: what the server's type check reads. */
const TINY_WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]),
  Buffer.from("webm", "latin1"),
  Buffer.from([0x18, 0x53, 0x80, 0x67, 0x80]),
  Buffer.alloc(64),
]);

/** The confirmation link of the last mail to `email`, as the server printed it (the outbox masks its token). */
async function confirmationLink(email: string): Promise<URL> {
  return new URL(await mailedLink(email, /\/confirmations\//));
}

/** The recruiter writes one question of each kind on the job's edit page. */
async function writeQuestions(browser: Browser, jobId: number): Promise<void> {
  const api = await signedInApi(origin, ADMIN.email);
  await apiJson(api, "patch", `/recruiters/jobs/${jobId}`, { job: { questions: [] } });
  await api.dispose();
  const recruiter = await signedInContext(browser, origin, ADMIN.email);
  const page = await recruiter.newPage();
  await page.goto(`/recruiters/jobs/${jobId}?edit`);
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
  await recruiter.close();
}

/** The wizard's stage shown: the stepper's current step (its text ends with "(etapa atual)"). */
const stageShown = (page: Page) => page.locator('li[aria-current="step"]');

/** Presses Next and waits for the wizard's page of the following stage (the stage saved on the server). */
async function moveOn(page: Page, to: string) {
  await page.getByRole("button", { name: "Próximo" }).click();
  await expect(stageShown(page)).toContainText(`${to} (`, { timeout: 20_000 });
}

test("from a job's Apply to an application the candidate follows and withdraws", async ({ browser }) => {
  test.setTimeout(300_000);
  const candidate = await browser.newContext({ baseURL: origin, locale: "pt-BR" });
  const page = await candidate.newPage();

  // The visitor picks a job on the public board; the recruiter has given it four questions.
  await page.goto("/jobs");
  const jobLink = page.getByRole("article").getByRole("link").first();
  const jobTitle = (await jobLink.textContent())?.trim() ?? "";
  await jobLink.click();
  const uid = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  const admin = await signedInApi(origin, ADMIN.email);
  const [job] = (await listRecords<{ id: number; title: string }>(admin, "jobs", { where: { uid } })).records;
  await admin.dispose();
  if (!job) throw new Error(`No job with the public uid ${uid}`);
  await writeQuestions(browser, job.id);
  const application = `/candidates/jobs/${uid}/applies/new`;

  // Apply → the sign-in panel → sign-up.
  await page.getByRole("link", { name: "Candidatar-se" }).first().click();
  await page.getByRole("region", { name: "Entrar como candidato" }).getByRole("link", { name: "Cadastre-se" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/candidates/register/SignUp");
  expect(await seriousViolations(page)).toEqual([]);
  const email = `jornada.${Date.now()}@e2e.example`;
  await page.getByRole("textbox", { name: "Nome completo" }).fill("Joana Jornada");
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Senha", exact: true }).fill("uma frase bem comprida de teste");
  // The terms unticked: the page comes back with what was typed and why.
  await page.getByRole("button", { name: "Cadastrar" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Aceite os Termos de Uso e a Política de Privacidade para continuar.",
  );
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue(email);
  await page.getByRole("textbox", { name: "Senha", exact: true }).fill("uma frase bem comprida de teste");
  await page.getByRole("checkbox", { name: /Li e aceito os Termos de Uso/ }).check();
  await page.getByRole("button", { name: "Cadastrar" }).click();
  await expect(page.getByRole("status")).toContainText("Enviamos uma mensagem para o e-mail informado");

  // The mail's link confirms the e-mail, signs in and opens the wizard, keeping the way back to the application.
  const link = await confirmationLink(email);
  await page.goto(`${link.pathname}${link.search}`);
  // A document like the sign-up before it and the wizard after it: its button posts a form, no script needed.
  await expectNoScripts(page);
  await page.getByRole("button", { name: "Confirmar e-mail" }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/candidates/register/" && url.searchParams.get("redirect") === application,
  );
  // The link is spent: opened again, it says so and offers a new mail.
  const spent = await candidate.newPage();
  await spent.goto(`${link.pathname}${link.search}`);
  await spent.getByRole("button", { name: "Confirmar e-mail" }).click();
  await expect(spent.getByText("Este link já foi usado. Peça um novo.")).toBeVisible();
  await expect(spent.getByRole("button", { name: "Enviar novo link" })).toBeVisible();
  await spent.close();

  // The wizard, one document per stage: stage 1, then a reload in the middle of stage 2 loses nothing.
  await expect(stageShown(page)).toContainText("Informações (");
  const wizardHtml = await (await page.request.get(page.url())).text();
  expect(wizardHtml, "the wizard carries no script").not.toMatch(/<script/i);
  await expect(page.getByRole("textbox", { name: /Nome/ }).first()).toHaveValue("Joana Jornada");
  // What the stage requires is marked so, beyond what the registry requires everywhere.
  await expect(page.getByRole("textbox", { name: /Cidade/ })).toHaveAttribute("required", "");
  await page.getByRole("textbox", { name: /Celular/ }).fill("11987654321");
  await page.getByRole("textbox", { name: /Cidade/ }).fill("Recife");
  await page.getByRole("textbox", { name: /Estado/ }).fill("PE");
  await moveOn(page, "Informações adicionais");
  await page.getByRole("combobox", { name: /Momento profissional/ }).selectOption("Estou buscando oportunidades");
  await page.reload();
  await expect(stageShown(page)).toContainText("Informações adicionais (");
  await page.getByRole("link", { name: "Informações", exact: true }).click();
  await expect(page.getByRole("textbox", { name: /Cidade/ })).toHaveValue("Recife");
  await moveOn(page, "Informações adicionais");
  await page.getByRole("combobox", { name: /Momento profissional/ }).selectOption("Estou buscando oportunidades");
  await moveOn(page, "Área de atuação");
  await page.getByRole("checkbox", { name: "Finanças e Tributos" }).check();
  await moveOn(page, "Experiências");
  await page.getByRole("textbox", { name: /Cargo atual/ }).fill("Controller");
  await moveOn(page, "Pretensão salarial");
  await page.getByRole("checkbox", { name: "PJ", exact: true }).check();
  await moveOn(page, "Apresentação");
  await page.getByRole("textbox", { name: /Apresentação/ }).fill("Controller com 12 anos em bancos.");
  await page.getByRole("button", { name: "Salvar" }).click();

  // Registered: on to the application, which asks the job's four questions: a document whose one script is the
  // video island, which works without it (the video is a file input).
  await expect(page).toHaveURL((url) => url.pathname === application, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Candidatar-se: ${job.title}`);
  expect(jobTitle).toContain(job.title);
  const scripts = await page.locator("script").evaluateAll((found) => found.map((script) => script.outerHTML));
  expect(scripts).toEqual([
    expect.stringMatching(/^<script type="module" src="\/assets\/islands\/videoAnswer-[\w-]+\.js"><\/script>$/),
  ]);
  await expect(page.getByRole("button", { name: "Gravar vídeo" })).toBeVisible();
  await page.getByRole("textbox", { name: /Por que esta vaga\?/ }).fill("Quero liderar a controladoria.");
  await page
    .getByRole("radiogroup", { name: /Tem disponibilidade/ })
    .getByRole("radio", { name: "Sim" })
    .check();
  await page
    .getByRole("radiogroup", { name: /Seu nível de inglês/ })
    .getByRole("radio", { name: "Fluente" })
    .check();
  const video = page.getByLabel(/Apresente-se em vídeo/);
  await video.setInputFiles({ name: "apresentacao.webm", mimeType: "video/webm", buffer: TINY_WEBM });
  // Without the consent the form comes back with every answer kept, and the video to choose again.
  await page.getByRole("button", { name: "Enviar candidatura" }).click();
  await expect(page.getByRole("alert")).toHaveText("Revise as respostas marcadas.");
  await expect(page.getByText("Para se candidatar, aceite o tratamento dos seus dados.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Por que esta vaga\?/ })).toHaveValue(
    "Quero liderar a controladoria.",
  );
  await expect(page.getByRole("radio", { name: "Fluente" })).toBeChecked();
  await expect(page.getByText(/Você tinha escolhido apresentacao\.webm/)).toBeVisible();
  // This time the island records it from the (fake) camera into the same input.
  await page.getByRole("button", { name: "Gravar vídeo" }).click();
  await expect(page.getByRole("status")).toHaveText("Gravando… (até 3 min)");
  await page.getByRole("button", { name: "Parar" }).click();
  await expect(page.getByRole("status")).toHaveText("Vídeo gravado: pronto para enviar.");
  await expect.poll(() => video.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("gravacao.webm");
  await page.getByRole("checkbox", { name: /Autorizo o tratamento/ }).check();
  await page.getByRole("button", { name: "Enviar candidatura" }).click();
  await expect(page.getByRole("heading", { name: "Candidatura enviada" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver minhas candidaturas" })).toHaveAttribute(
    "href",
    "/candidates/candidacy",
  );
  // Again: the page says they applied, instead of the form.
  await page.goto(application);
  await expect(page.getByRole("heading", { name: "Você já se candidatou a esta vaga" })).toBeVisible();

  // The recruiter finds the apply in Web Response, with its answers and the video.
  const recruiter = await signedInContext(browser, origin, ADMIN.email, { viewport: { width: 1920, height: 1080 } });
  const kanban = await recruiter.newPage();
  await kanban.goto(`/recruiters/jobs/${job.id}/applies/kanban`);
  await hydrated(kanban);
  const card = kanban
    .getByRole("region", { name: "Candidatura web", exact: true })
    .getByRole("row", { name: "Joana Jornada", exact: true });
  await expect(card).toBeVisible();
  await card.click();
  await expect(kanban.getByText("Quero liderar a controladoria.")).toBeVisible();
  await expect(kanban.getByText("Fluente", { exact: true })).toBeVisible();
  await expect(kanban.locator('video[aria-label="Apresente-se em vídeo"]')).toHaveAttribute(
    "src",
    /\/api\/v1\/recruiters\/data_files\/\d+$/,
  );

  // The candidate's applications: received; then the recruiter moves the card to Interview (as the kanban does).
  await page.goto("/candidates/candidacy");
  await expectNoScripts(page);
  const mine = page
    .getByRole("list", { name: "Suas candidaturas" })
    .getByRole("listitem", { name: job.title, exact: true });
  await expect(mine.getByTestId("candidacy-status")).toHaveText("Situação: Candidatura recebida");
  const { applies } = (await (await page.request.get("/api/v1/candidates/applies")).json()) as {
    applies: { id: number; job: { title: string } }[];
  };
  const apply = applies.find((item) => item.job.title === job.title);
  if (!apply) throw new Error("The candidate's own list does not hold the application");
  const api = await signedInApi(origin, ADMIN.email);
  await apiJson(api, "patch", `/recruiters/jobs/${job.id}/applies/${apply.id}/move`, {
    stage: INTERVIEW_STAGE,
    position: 0,
  });
  await api.dispose();
  // The page is a document: the next time it loads, it says where the application stands now.
  await page.reload();
  await expect(mine.getByTestId("candidacy-status")).toHaveText("Situação: Em entrevistas");
  expect(await seriousViolations(page)).toEqual([]);

  // The candidate withdraws; the recruiter finds the card in the Withdrawn column.
  await mine.getByRole("link", { name: "Retirar candidatura" }).click();
  await expect(mine.getByText(/Retirar sua candidatura à vaga/)).toBeVisible();
  await mine.getByRole("button", { name: "Retirar", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(`Candidatura à vaga ${job.title} retirada.`);
  await expect(mine.getByTestId("candidacy-status")).toHaveText("Situação: Encerrada");
  await expect(mine.getByText("Você retirou esta candidatura.")).toBeVisible();
  // The card opened the apply's page: back to the job's kanban.
  await kanban.goto(`/recruiters/jobs/${job.id}/applies/kanban`);
  await hydrated(kanban);
  const withdrawn = kanban.getByRole("region", { name: "Desistência", exact: true });
  await withdrawn.scrollIntoViewIfNeeded();
  await expect(withdrawn.getByRole("row", { name: "Joana Jornada", exact: true })).toBeVisible();
  await recruiter.close();
  await candidate.close();
});
