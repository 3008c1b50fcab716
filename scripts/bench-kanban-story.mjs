/**
 * Main-thread work of a drop and of a fold on the 500-card story (target ≤ 100 ms), measured like
 * scripts/bench-web.mjs measures the app: a Chromium trace from the user's input to the result painted, the renderer
 * main thread's top-level tasks summed (CPU time `tdur`, and wall time).
 *
 *   npx storybook dev -p 6123 --no-open --ci &
 *   node scripts/bench-kanban-story.mjs [http://localhost:6123] [runs]
 *
 * Storybook dev serves React's development build: the app's production build does less work for the same drop.
 */
import { chromium } from "playwright";
import { mainThreadWork, median, TRACE_CATEGORIES } from "./lib/trace.mjs";

const origin = process.argv[2] ?? "http://localhost:6123";
const runs = Number(process.argv[3] ?? 5);
const story = `${origin}/iframe.html?id=widgets-kanban--five-hundred-cards&viewMode=story`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
const painted = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const figures = { "keyboard drop": [], "mouse drop": [], fold: [] };

for (let run = 0; run < runs; run++) {
  for (const kind of Object.keys(figures)) {
    await page.goto(story);
    const from = page.getByRole("region", { name: "Candidatura web", exact: true });
    const to = page.getByRole("region", { name: "Submissão", exact: true });
    await from.getByRole("row").first().waitFor();
    // The story's play function counts the cards: let it finish before the board is touched.
    await page.waitForTimeout(1500);
    const countOf = (region) => region.getByTestId("kanban-count").textContent().then(Number);
    const before = await countOf(to);
    if (kind === "fold") {
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await to.getByRole("button", { name: "Recolher a coluna Submissão" }).click();
      await page.locator('[data-column="submission"]').waitFor({ state: "detached" });
    } else if (kind === "keyboard drop") {
      await from.getByRole("row").first().focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await page.keyboard.press("Enter");
      await page.waitForFunction((n) => {
        const region = [...document.querySelectorAll("section")].find((s) => s.dataset.column === "submission");
        return Number(region?.querySelector('[data-testid="kanban-count"]')?.textContent) === n;
      }, before + 1);
    } else {
      const handle = from.getByRole("row").first().getByRole("button");
      const box = await handle.boundingBox();
      const target = await to.getByRole("grid").boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 12, box.y + box.height / 2 + 12, { steps: 3 });
      await page.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 10 });
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await page.mouse.up();
      await page.waitForFunction((n) => {
        const region = [...document.querySelectorAll("section")].find((s) => s.dataset.column === "submission");
        return Number(region?.querySelector('[data-testid="kanban-count"]')?.textContent) === n;
      }, before + 1);
    }
    await painted();
    figures[kind].push(mainThreadWork(await browser.stopTracing()));
  }
}
await browser.close();

for (const [kind, works] of Object.entries(figures)) {
  const cpu = works.map((w) => w.cpu);
  const wall = works.map((w) => w.wall);
  console.log(
    `${kind.padEnd(13)} cpu median ${median(cpu).toFixed(1)} ms (${cpu.map((t) => t.toFixed(0)).join(", ")}); ` +
      `wall median ${median(wall).toFixed(1)} ms`,
  );
}
