/** Waiting for a page to settle and checking it with axe, for any test that audits what it shows. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (root.tsx marks `<html data-hydrated>`). A page rendered on the server shows
 * its content, buttons included, before its scripts run: a click before hydration does nothing.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Checks that the page is a document without scripts (apps/web/app/renderingModes.ts): complete as the server sent
 * it, nothing to hydrate, nothing to wait for.
 */
export async function expectNoScripts(page: Page): Promise<void> {
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);
}

/** Waits until the page shows its content: no request in flight and no loading indicator left. */
export async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await animationsDone(page);
}

/**
 * Waits until every animation that ends has ended. Anything fading in (a dialog, a toast, a banner) is half
 * transparent: axe would measure the contrast of its text mid-animation. Endless animations (spinners) never finish
 * and do not matter.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Axe's serious and critical violations on the page as it is, one line each (empty when there are none): every rule
 * axe enables by default, or only `rules`.
 */
export async function seriousViolations(
  page: Page,
  { rules }: { rules?: readonly string[] | undefined } = {},
): Promise<string[]> {
  // Only violations in full: axe also collects every pass unless told, about a quarter of its time on a list page.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (rules) builder.withRules([...rules]);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(" | ")}`,
    );
}
