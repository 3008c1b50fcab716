/**
 * The candidates' sign-in panel on the home with scripts off: a wrong password, then the way back to the page asked
 * for. The way from a job's Apply through sign-up and confirmation is the candidate journey's
 * (candidateJourney.spec.ts).
 */
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/recruiters";

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in panel refuses a wrong password and then returns to the page asked for", async ({ page }) => {
    await page.goto(`/?redirect=${encodeURIComponent("/candidates/candidacy")}`);
    const panel = page.getByRole("region", { name: "Entrar como candidato" });
    await panel.getByRole("textbox", { name: "E-mail" }).fill("candidate@seleta.test");
    await panel.getByLabel("Senha").fill("not the password");
    await panel.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("E-mail ou senha incorretos.");
    await expect(panel.getByRole("textbox", { name: "E-mail" })).toHaveValue("candidate@seleta.test");

    await panel.getByLabel("Senha").fill(DEMO_PASSWORD);
    await panel.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/candidates/candidacy");
  });
});
