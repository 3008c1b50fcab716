/**
 * A candidate's LGPD journey in the browser, on a document without scripts: they change a consent, prepare a copy of
 * their data (the page reloads itself until the file is ready) and the ZIP's JSON has their name; they ask for
 * their account's deletion, confirm it from the mail's link, and a recruiter then finds only an anonymised
 * candidate. The candidate is the e2e data's own
 * (accounts.json `privacyCandidate`), so no other journey loses the demo candidate.
 */
import { type Browser, type BrowserContext, expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import accounts from "./accounts.json" with { type: "json" };
import { signedInCandidateContext } from "./support/candidates";
import { mailedLink } from "./support/mailConsole";
import { ADMIN, apiJson, DEMO_PASSWORD, signedInApi, signedInContext } from "./support/recruiters";

const port = process.env.E2E_PORT;
const origin = `http://localhost:${port}`;
const CANDIDATE = accounts.privacyCandidate;

test.describe.configure({ timeout: 90_000 });

let contexts: BrowserContext[] = [];
/** The privacy candidate signed in, closed after the test. */
async function candidateContext(browser: Browser): Promise<BrowserContext> {
  const context = await signedInCandidateContext(browser, origin, CANDIDATE.email);
  contexts.push(context);
  return context;
}

test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

test("a candidate changes a consent, downloads their data, and deletes their account", async ({ browser }) => {
  const candidate = await candidateContext(browser);
  const page = await candidate.newPage();
  const me = await (await page.request.get("/api/v1/candidates")).json();
  const candidateId = (me.candidate?.id ?? me.id) as number;
  expect(candidateId).toBeGreaterThan(0);

  await page.goto("/candidates/settings");
  await expect(page.getByRole("heading", { name: "Privacidade e conta" })).toBeVisible();
  // A document: the page works without any script, and carries none.
  expect(await (await page.request.get("/candidates/settings")).text()).not.toMatch(/<script/i);

  // A consent: the box and Save record the choice, with its time and text version.
  const talentPool = page.getByRole("checkbox", { name: "Banco de talentos" });
  await expect(talentPool).not.toBeChecked();
  await talentPool.check();
  await page.getByRole("button", { name: "Salvar escolhas" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sua escolha foi registrada." })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Banco de talentos" })).toBeChecked();
  await expect(page.getByText(/^Autorizado em .* · Versão do texto:/)).toBeVisible();

  // The copy of their data: the page reloads itself while the job runs, then links the file.
  await page.getByRole("button", { name: "Preparar meus dados" }).click();
  await expect(page).toHaveURL(/\/candidates\/settings\?export=\d+$/);
  const link = page.getByRole("link", { name: "Baixar arquivo" });
  await expect(link).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText("Seus dados estão prontos.")).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/api\/v1\/candidates\/data_exports\/\d+\/file$/);
  const zip = await page.request.get(href as string);
  expect(zip.headers()["content-type"]).toBe("application/zip");
  const entries = unzipSync(new Uint8Array(await zip.body()));
  const data = JSON.parse(new TextDecoder().decode(entries["dados.json"]));
  expect(data.profile.name).toBe(CANDIDATE.name);
  // Save answers every purpose on the form: the one left unticked is recorded as refused.
  expect(data.consents).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ purpose: "talent_pool", granted: true }),
      expect.objectContaining({ purpose: "marketing_emails", granted: false }),
    ]),
  );
  expect(data.consents).toHaveLength(2);

  // The deletion: a confirmation step asks for the password again; a wrong one comes back under the field.
  await page.getByRole("link", { name: "Quero excluir minha conta" }).click();
  await page.getByLabel("Sua senha").fill("not-the-password");
  await page.getByRole("button", { name: "Pedir a exclusão" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Confira sua senha" })).toBeVisible();
  await expect(page.getByText("Senha incorreta.")).toBeVisible();
  await page.getByLabel("Sua senha").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Pedir a exclusão" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Enviamos um e-mail" })).toBeVisible();

  const admin = await signedInApi(origin, ADMIN.email);
  try {
    // The outbox masks the link's token: the mail as the server printed it carries it.
    const confirmation = await mailedLink(CANDIDATE.email, /\/account_deletion\/[A-Za-z0-9_-]+$/);
    await page.goto(new URL(confirmation as string).pathname);
    await page.getByRole("button", { name: "Excluir minha conta" }).click();
    await expect(page.getByRole("status")).toHaveText("Sua conta foi excluída e seus dados pessoais foram apagados.");

    // The recruiter's side: the record is there, with nothing that names the person.
    const { candidate: erased } = await apiJson<{ candidate: Record<string, unknown> }>(
      admin,
      "get",
      `/recruiters/candidates/${candidateId}`,
    );
    expect(erased).toMatchObject({ name: "Candidato anonimizado", cpf: null, mobile_phone: null });
    const recruiter = await signedInContext(browser, origin, ADMIN.email);
    contexts.push(recruiter);
    const recruiterPage = await recruiter.newPage();
    await recruiterPage.goto(`/recruiters/candidates/${candidateId}`);
    await expect(recruiterPage.getByText("Candidato anonimizado").first()).toBeVisible();
    await expect(recruiterPage.getByText(CANDIDATE.name)).toHaveCount(0);
  } finally {
    await admin.dispose();
  }
});
