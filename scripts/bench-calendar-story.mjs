/**
 * Main-thread work of drawing the interviews' month with 500 events (target ≤ 200 ms), measured like
 * scripts/bench-kanban-story.mjs: the story mounts the calendar on a press, and a Chromium trace from that press to
 * the grid painted sums the renderer main thread's top-level tasks (CPU time `tdur`, and wall time).
 *
 *   npx storybook dev -p 6123 --no-open --ci &
 *   node scripts/bench-calendar-story.mjs [http://localhost:6123] [runs]
 *
 * Storybook dev serves React's development build: the app's production build does less work for the same month.
 */
import { chromium } from "playwright";
import { mainThreadWork, median, TRACE_CATEGORIES } from "./lib/trace.mjs";

const origin = process.argv[2] ?? "http://localhost:6123";
const runs = Number(process.argv[3] ?? 5);
const story = `${origin}/iframe.html?id=widgets-calendar--five-hundred-events-on-press&viewMode=story`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
const painted = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const works = [];

for (let run = 0; run < runs; run++) {
  await page.goto(story);
  const press = page.getByRole("button", { name: "Mostrar o mês" });
  await press.waitFor();
  // Let the story's play (which only checks the button) finish before the press.
  await page.waitForTimeout(500);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await press.click();
  await page.getByRole("heading", { name: "dezembro de 2026" }).waitFor();
  await painted();
  works.push(mainThreadWork(await browser.stopTracing()));
}
await browser.close();

const cpu = works.map((w) => w.cpu);
const wall = works.map((w) => w.wall);
console.log(
  `month of 500 cpu median ${median(cpu).toFixed(1)} ms (${cpu.map((t) => t.toFixed(0)).join(", ")}); ` +
    `wall median ${median(wall).toFixed(1)} ms`,
);
