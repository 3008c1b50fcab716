/**
 * Spec §4: a recruiter without an e-mail signature is asked for one on arrival ('Adicione sua assinatura de
 * e-mail'), once per tab: closing the dialog is respected for the rest of the tab's session, a new tab asks again.
 * The only test that meets the dialog: it signs in as a recruiter of its own, without a signature (prepareData.mjs);
 * the journeys' accounts have one, so the dialog never opens over what they do.
 */
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations, settled } from "./support/pages";
import { signedInContext, WITHOUT_SIGNATURE } from "./support/recruiters";

const origin = `http://localhost:${process.env.E2E_PORT}`;

const signatureDialog = (page: Page) => page.getByRole("dialog", { name: "Adicione sua assinatura de e-mail" });

test("a recruiter without a signature is asked for one on arrival, once per tab", async ({ browser }) => {
  const context = await signedInContext(browser, origin, WITHOUT_SIGNATURE.email);
  try {
    const page = await context.newPage();
    await page.goto("/recruiters");
    const dialog = signatureDialog(page);
    await expect(dialog).toBeVisible();
    // The dialog is part of every such recruiter's first page: it must be as accessible as the pages are.
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Fechar" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(WITHOUT_SIGNATURE.name.split(" ")[0] ?? "");
    // Closed for the rest of this tab's session: a full load of another page settles without it.
    await page.goto("/recruiters/jobs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Vagas/);
    await settled(page);
    await expect(signatureDialog(page)).toHaveCount(0);

    // A new tab is a new session of the area: it asks again.
    const secondTab = await context.newPage();
    await secondTab.goto("/recruiters");
    await expect(signatureDialog(secondTab)).toBeVisible();
  } finally {
    await context.close();
  }
});
