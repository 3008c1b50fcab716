#!/usr/bin/env node
/**
 * `npm run bench:shortlist-reorder`: reordering a 50-candidate shortlist in the builder, key press to the new order
 * painted (issue budget: p95 ≤ 100 ms). A benchmark, not a timed test: it prints the figures and exits non-zero only
 * when it could not measure. It builds nothing: run `npm run build` first.
 *
 * - The production server (`apps/api/dist/main.js`, PGlite, the demo seed) on a fresh data dir, in which
 *   `apps/api/bench/shortlistPage.ts` first made a job of BENCH_SHORTLIST_CANDIDATES (50) candidates in one shortlist
 *   of the demo administrator, who opens the builder, `/recruiters/shortlists/{id}`, signed in (Debian's Chromium
 *   through Playwright, 1350×940, no throttling; BENCH_CPU_SLOWDOWN=4 slows the CPU as the mobile profiles do).
 * - A move is the keyboard's, as the builder's help says: a row's handle focused, Enter picks the candidate up, two
 *   ArrowDown choose the place, Enter drops it. The figure runs from the drop's key press (the keydown event's
 *   timeStamp) to the first animation frame after the list's rows change order in the DOM (`requestAnimationFrame`
 *   in a MutationObserver's callback: the frame that paints the new order). BENCH_MOVES moves (60), after 5 not
 *   counted, each of a row among the first ten, each waited for (its `PUT …/order` answered) before the next.
 * - Printed: p50, p95, max of the moves; the DOM change alone (key press to the rows reordered); the PUT's statuses.
 *   BENCH_PROFILE=<file> also writes the page's CPU profile of the counted drops, each from just before its key press
 *   until its frame is reported, one after the other in one profile (what happens between moves, the server's answer
 *   drawn included, is left out); BENCH_DEBUG=1 says each step.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { findChromium } from "./lib/chromium.mjs";
import { freePort, requireBuild, startServer } from "./lib/server.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CANDIDATES = Number(process.env.BENCH_SHORTLIST_CANDIDATES ?? 50);
const MOVES = Number(process.env.BENCH_MOVES ?? 60);
const WARMUP = 5;
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const TARGET_P95_MS = 100;
const DEBUG = process.env.BENCH_DEBUG === "1";
/** BENCH_PROFILE=<file.cpuprofile>: the page's JavaScript profile of the counted drops (Chrome DevTools reads it). */
const PROFILE = process.env.BENCH_PROFILE;
const DEMO_PASSWORD = "seleta-demo-2026";

requireBuild(root, "bench:shortlist-reorder");

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
/** The p-th percentile of ascending `sorted` (nearest rank), as apps/api/bench/timing.ts. */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/**
 * CDP CPU profiles, one after the other in one: each profile's root's children under one root, its samples following
 * the previous profile's last without the time between them.
 */
function joinProfiles(profiles) {
  const root = {
    id: 1,
    callFrame: { functionName: "(root)", scriptId: "0", url: "", lineNumber: -1, columnNumber: -1 },
  };
  const nodes = [{ ...root, hitCount: 0, children: [] }];
  const samples = [];
  const timeDeltas = [];
  let nextId = 2;
  for (const profile of profiles) {
    const [first] = profile.nodes;
    const ids = new Map(profile.nodes.map((node) => [node.id, node === first ? 1 : nextId++]));
    for (const node of profile.nodes) {
      const children = (node.children ?? []).map((id) => ids.get(id));
      if (node === first) nodes[0].children.push(...children);
      else nodes.push({ ...node, id: ids.get(node.id), children });
    }
    profile.samples.forEach((id, index) => {
      samples.push(ids.get(id));
      timeDeltas.push(index === 0 ? 0 : profile.timeDeltas[index]);
    });
  }
  const startTime = profiles[0]?.startTime ?? 0;
  return {
    nodes,
    startTime,
    endTime: startTime + timeDeltas.reduce((sum, delta) => sum + delta, 0),
    samples,
    timeDeltas,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), "seleta-bench-reorder-"));
const made = JSON.parse(
  execFileSync(
    process.execPath,
    ["--import", "tsx", "--conditions=@seleta/source", "bench/shortlistPage.ts", dataDir, String(CANDIDATES)],
    { cwd: join(root, "apps/api"), encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  )
    .trim()
    .split("\n")
    .at(-1) ?? "{}",
);
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = startServer({
  root,
  port,
  dataDir,
  env: { DATABASE_URL: undefined, SEED_DEMO: "true", SHED_EVENT_LOOP_DELAY_MS: "0" },
});
const executablePath = findChromium();
if (!executablePath) throw new Error("No Chromium: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.");
const browser = await chromium.launch({
  executablePath,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
let failed = false;
try {
  await server.waitUntilHealthy(180_000);
  console.log(
    `bench:shortlist-reorder — ${CANDIDATES} candidates, ${MOVES} keyboard moves after ${WARMUP}, CPU ×${CPU_SLOWDOWN}` +
      ` (load average ${load()}); Chromium ${browser.version()}`,
  );
  const signIn = await fetch(`${origin}/api/v1/recruiters/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: made.recruiterEmail, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`Signing in failed: ${signIn.status}`);
  const cookies = signIn.headers.getSetCookie().map((line) => {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: "localhost", path: "/" };
  });
  const context = await browser.newContext({
    baseURL: origin,
    locale: "pt-BR",
    viewport: { width: 1350, height: 940 },
  });
  await context.addCookies(cookies);
  const page = await context.newPage();
  // The demo administrator has no e-mail signature: the shell asks for one, and is told later, as a recruiter would.
  await page.addLocatorHandler(page.getByRole("dialog", { name: "Adicione sua assinatura de e-mail" }), (dialog) =>
    dialog.getByRole("button", { name: "Fechar" }).click(),
  );
  const cdp = await context.newCDPSession(page);
  if (CPU_SLOWDOWN > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const saves = new Map();
  page.on("response", (response) => {
    if (response.request().method() === "PUT" && /\/shortlists\/\d+\/order$/.test(new URL(response.url()).pathname)) {
      saves.set(response.status(), (saves.get(response.status()) ?? 0) + 1);
    }
  });
  await page.goto(`/recruiters/shortlists/${made.shortlistId}`, { waitUntil: "load" });
  const grid = page.getByRole("grid", { name: "Ordem" });
  await grid.waitFor();
  await page.waitForLoadState("networkidle");
  const rows = await grid.locator('[role="row"][data-key]').count();
  if (rows !== CANDIDATES) throw new Error(`The builder shows ${rows} rows, not ${CANDIDATES}`);

  if (PROFILE) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  }
  const totals = [];
  const domChanges = [];
  const unmoved = [];
  const dropProfiles = [];
  for (let move = 0; move < WARMUP + MOVES; move += 1) {
    const index = move % 10;
    const row = grid.locator('[role="row"][data-key]').nth(index);
    // The keyboard's way in, as a person takes it: the row, then its handle with the arrow key.
    await row.focus();
    await page.keyboard.press("ArrowRight");
    if (DEBUG) console.log("focused:", await page.evaluate(() => document.activeElement?.getAttribute("aria-label")));
    await page.keyboard.press("Enter");
    // react-aria listens for the drag's arrow keys from the frame after the pick-up (DragManager sets its session up
    // in an animation frame): an arrow pressed sooner moves the focus instead, and the drop lands where it started.
    // A person is never that quick; two frames are waited for.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if (DEBUG)
      console.log(
        "dragging:",
        await page.evaluate(() => document.querySelectorAll("[data-dragging], [data-drop-target]").length),
      );
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    // Armed before the drop: the drop's key press, then the first frame after the rows change order.
    await page.evaluate(() => {
      const list = document.querySelector('[role="grid"]');
      const order = () => [...list.querySelectorAll('[role="row"][data-key]')].map((item) => item.dataset.key).join();
      const before = order();
      window.__benchMove = new Promise((done, fail) => {
        let pressed = Number.NaN;
        addEventListener(
          "keydown",
          (event) => {
            if (event.key === "Enter") pressed = event.timeStamp;
          },
          { capture: true, once: true },
        );
        const observer = new MutationObserver(() => {
          if (order() === before) return;
          observer.disconnect();
          const changed = performance.now();
          // The callback's own clock, not its argument (the frame's start, which may precede the change).
          requestAnimationFrame(() => done({ pressed, changed, frame: performance.now() }));
        });
        observer.observe(list, { childList: true, subtree: true });
        setTimeout(() => {
          observer.disconnect();
          fail(new Error("the rows did not change order within 5 s"));
        }, 5_000);
      });
    });
    const saved = page
      .waitForResponse(
        (response) => response.request().method() === "PUT" && new URL(response.url()).pathname.endsWith("/order"),
      )
      .catch((error) => error);
    const profiled = PROFILE && move >= WARMUP;
    if (profiled) await cdp.send("Profiler.start");
    await page.keyboard.press("Enter");
    const result = await page.evaluate(() => window.__benchMove).catch((error) => error);
    if (profiled) {
      const { profile } = await cdp.send("Profiler.stop");
      if (!(result instanceof Error)) dropProfiles.push(profile);
    }
    if (result instanceof Error) {
      // A drop that left the order as it was (its place was its own): said, and not counted.
      unmoved.push(`${move} (row ${index + 1}: ${String(result.message).split("\n")[0]})`);
      await page.keyboard.press("Escape");
      continue;
    }
    const { pressed, changed, frame } = result;
    await saved;
    await page.waitForLoadState("networkidle");
    if (move >= WARMUP) {
      totals.push(frame - pressed);
      domChanges.push(changed - pressed);
    }
  }
  if (PROFILE) {
    writeFileSync(PROFILE, JSON.stringify(joinProfiles(dropProfiles)));
    console.log(`  the page's CPU profile of the ${dropProfiles.length} counted drops: ${PROFILE}`);
  }
  const sorted = [...totals].sort((a, b) => a - b);
  const dom = [...domChanges].sort((a, b) => a - b);
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `  key press → new order painted: p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted.at(-1))}` +
      `   (target p95 ≤ ${TARGET_P95_MS} ms ${percentile(sorted, 95) <= TARGET_P95_MS ? "✓" : "✗"})`,
  );
  console.log(
    `  key press → rows reordered in the DOM: p50 ${ms(percentile(dom, 50))}  p95 ${ms(percentile(dom, 95))}  max ${ms(dom.at(-1))}`,
  );
  if (unmoved.length > 0) console.log(`  drops that moved nothing (not counted): ${unmoved.join("; ")}`);
  if (totals.length < MOVES) throw new Error(`${MOVES - totals.length} of ${MOVES} moves moved nothing`);
  console.log(
    `  PUT …/order answers: ${[...saves].map(([status, count]) => `${status} × ${count}`).join(", ")} (load average ${load()})`,
  );
  await context.close();
} catch (error) {
  failed = true;
  console.error(`Could not measure: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
