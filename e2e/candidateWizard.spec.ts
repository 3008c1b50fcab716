/**
 * Spec §2, the candidate's registration wizard in the browser: what a stage saved is there after a reload, which
 * opens on the stage the candidate was on; the last tab's Save completes the registration and the guard then lets
 * the candidate home. The demo's `newcandidate@seleta.test` (confirmed, registration incomplete) walks it; the
 * rules behind each step (required fields, stage order, other candidates) are the API tests'.
 */
import { expect, type Page, request, test } from "@playwright/test";
import { hydrated } from "./support/pages";
import { DEMO_PASSWORD } from "./support/recruiters";

const origin = `http://localhost:${process.env.E2E_PORT}`;
const NEW_CANDIDATE = "newcandidate@seleta.test";

/** The candidate's session cookies, signed in through the API the browser uses (as the recruiters' helper does). */
async function candidateState() {
  const url = new URL(origin);
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${url.port}` });
  try {
    const answer = await api.post("/api/v1/candidates/sessions", {
      data: { email: NEW_CANDIDATE, password: DEMO_PASSWORD },
      headers: { host: url.host },
    });
    expect(answer.status(), "signing the new candidate in").toBe(200);
    const state = await api.storageState();
    return { ...state, cookies: state.cookies.map((cookie) => ({ ...cookie, domain: url.hostname })) };
  } finally {
    await api.dispose();
  }
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const next = (page: Page) => page.getByRole("button", { name: /Próximo/ });

/** Presses Next and waits for the wizard to open the following tab (the stage saved on the server). */
async function moveOn(page: Page, to: string) {
  await next(page).click();
  await expect(tab(page, to)).toHaveAttribute("aria-selected", "true", { timeout: 20_000 });
}

test("the wizard keeps what each stage saved across a reload and completes the registration", async ({ browser }) => {
  const context = await browser.newContext({ storageState: await candidateState(), locale: "pt-BR" });
  try {
    const page = await context.newPage();
    // The guard sends an incomplete registration to the wizard.
    await page.goto("/candidates/home");
    await expect(page).toHaveURL(/\/candidates\/register\/?$/);
    await hydrated(page);
    await expect(tab(page, "Informações")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String((1 / 3) * 100));

    // Stage 1: a value typed here must survive the reload.
    await page.getByRole("textbox", { name: "Cidade" }).fill("Recife");
    await moveOn(page, "Informações adicionais");

    // Reload in the middle of stage 2: the wizard opens there, and stage 1 holds what was saved.
    await page.reload();
    await hydrated(page);
    await expect(tab(page, "Informações adicionais")).toHaveAttribute("aria-selected", "true");
    await tab(page, "Informações").click();
    await expect(page.getByRole("textbox", { name: "Cidade" })).toHaveValue("Recife");
    await moveOn(page, "Informações adicionais");
    await moveOn(page, "Área de atuação");

    // Category: a required business area, refused while empty.
    await next(page).click();
    await expect(page.getByText("Obrigatório.")).toBeVisible();
    await page.getByRole("combobox", { name: /Áreas de atuação/ }).fill("Finan");
    await page.getByRole("option", { name: "Finanças e Tributos" }).click();
    await moveOn(page, "Experiências");
    await page.getByRole("textbox", { name: /Cargo atual/ }).fill("Controller");
    await moveOn(page, "Pretensão salarial");
    await moveOn(page, "Apresentação");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");

    await page.getByRole("textbox", { name: /Apresentação/ }).fill("Controller com 12 anos em bancos.");
    await page.getByRole("button", { name: "Salvar" }).click();
    await expect(page).toHaveURL(/\/candidates\/home$/, { timeout: 20_000 });

    // Complete now: the wizard no longer stands in the way of the area.
    await page.goto("/candidates/home");
    await expect(page).toHaveURL(/\/candidates\/home$/);
  } finally {
    await context.close();
  }
});
