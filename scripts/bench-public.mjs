#!/usr/bin/env node
/**
 * `npm run bench:public`: the public site's budgets, measured in Debian's Chromium with Playwright and the Chrome
 * DevTools Protocol, and scored by Lighthouse, against the production server. It builds nothing: run `npm run build`
 * first. It starts `apps/api/dist/main.js` on a free port with a fresh data dir, which the server seeds with the demo.
 *
 * Pages: `/home`, `/jobs` and a job page (the first job `GET /api/v1/public/jobs` answers on that host; when that read
 * is not there or lists nothing, the job page is "not measured"), on each brand's host (`localhost`,
 * `<brand>.localhost`). On request (BENCH_PAGES=shortlist, `npm run bench:shortlist-page`), a shortlist's page as a
 * client opens it from the mail: `/shortlist/{uid}?token=…` (the token exchanged for the cookie, then a 303 to the
 * page), a shortlist of BENCH_SHORTLIST_CANDIDATES (50) candidates with a presentation each, made in the data dir
 * before the server starts (`apps/api/bench/shortlistPage.ts`).
 *
 * 1. In the browser, per page, brand and profile, the median of BENCH_RUNS page loads, each a new browser context
 *    (an empty HTTP cache): JS and CSS as transferred (CDP `Network.loadingFinished` encodedDataLength of the
 *    `Script` and `Stylesheet` resources: compressed as the server sent them, headers included), requests, TTFB
 *    (the document request's start to its response headers, as DevTools saw them: throttling included), FCP, LCP (the last `largest-contentful-paint` entry, buffered) and CLS (layout
 *    shifts without recent input, the largest session window: the Core Web Vitals' definition). Profiles:
 *      desktop — Lighthouse's desktop screen (1350×940), no throttling;
 *      mobile  — Lighthouse's mobile screen (412×823 at 1.75×, touch), CPU 4× slower
 *                (`Emulation.setCPUThrottlingRate`), and Lighthouse's slow-4G profile (150 ms RTT, 1.6 Mbit/s down,
 *                750 kbit/s up) applied as Lighthouse applies it through DevTools (`Network.emulateNetworkConditions`
 *                with Lighthouse's own factors: 562.5 ms per request, 1,474.6 kbit/s down, 675 kbit/s up — DevTools
 *                throttles whole requests, not packets, so the round trips of a connection are folded into each
 *                request's latency).
 * 2. Lighthouse 12 (its CLI, offline, on the same Chromium): performance, accessibility, best-practices and SEO
 *    scores, mobile (its default: simulated slow 4G) and desktop (`--preset=desktop`), once per page and brand, for
 *    pages that answer 200 (Lighthouse refuses to score an error page).
 * 3. The server half, `npm run bench:public-server -w @seleta/api` (PostgreSQL, 100,000 jobs): its p95 figures from
 *    `bench-results/public-server.json` when that file exists; with BENCH_PUBLIC_SERVER=1 this bench runs it first.
 *
 * Targets are printed beside each figure (✓ met, ✗ not met). This is a benchmark, not a timed test: it prints a
 * markdown table (for docs/performance.md) and writes `bench-results/public.json` and `public.md`, and exits non-zero
 * only when it could not measure.
 *
 * Knobs: BENCH_RUNS (loads per median, default 5), BENCH_PAGES (home,jobs,job; or shortlist), BENCH_PROFILES (desktop,mobile),
 * BENCH_BRANDS (brand keys: local is `localhost`, any other key `<key>.localhost`; default local,tech,executive),
 * BENCH_LIGHTHOUSE_BRANDS (default the first two of BENCH_BRANDS; `none` skips Lighthouse), BENCH_PUBLIC_SERVER=1,
 * BENCH_REPORT (the results' file name in bench-results/, default `public`).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
import { chromium } from "playwright";
import { findChromium } from "./lib/chromium.mjs";
import { cumulativeLayoutShift, markdownTable, marked, serverFigures } from "./lib/pageMetrics.mjs";
import { run } from "./lib/run.mjs";
import { freePort, getWithHost as get, requireBuild, startServer } from "./lib/server.mjs";
import { median } from "./lib/trace.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_DIR = join(root, "bench-results");
const SERVER_REPORT = join(RESULTS_DIR, "public-server.json");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const PAGES = ["home", "jobs", "job", "shortlist"];
const chosenPages = listFromEnv("BENCH_PAGES", ["home", "jobs", "job"]);
const SHORTLIST_CANDIDATES = Number(process.env.BENCH_SHORTLIST_CANDIDATES ?? 50);
const REPORT = process.env.BENCH_REPORT ?? "public";
if (!/^[a-z-]+$/.test(REPORT)) throw new Error(`BENCH_REPORT: "${REPORT}" is not a file name (a-z and -)`);
const chosenProfiles = listFromEnv("BENCH_PROFILES", ["desktop", "mobile"]);
const brands = listFromEnv("BENCH_BRANDS", ["local", "tech", "executive"]);
const lighthouseBrands =
  process.env.BENCH_LIGHTHOUSE_BRANDS === "none" ? [] : listFromEnv("BENCH_LIGHTHOUSE_BRANDS", brands.slice(0, 2));

/**
 * Targets (ms, bytes, scores out of 100). The JS budgets are the job page's (a public page ships no script at all)
 * and a client's shortlist page's (issue: ≤ 100 kB as transferred, or none).
 */
const TARGETS = {
  jobPageJs: 90 * 1024,
  shortlistPageJs: 100 * 1024,
  lcp: { desktop: 1200, mobile: 2500 },
  cls: 0.05,
  lighthouse: {
    performance: { desktop: 95, mobile: 85 },
    accessibility: { desktop: 100, mobile: 100 },
    seo: { desktop: 100, mobile: 100 },
  },
  serverP95: 30,
};

const slow4G = throttling.mobileSlow4G;
/** CDP throughputs are bytes per second; Lighthouse's are kbit/s (1 kbit = 1,024 bits). */
const kbitPerSecond = (kbit) => (kbit * 1024) / 8;
const PROFILES = {
  desktop: {
    context: {
      viewport: { width: screenEmulationMetrics.desktop.width, height: screenEmulationMetrics.desktop.height },
      deviceScaleFactor: screenEmulationMetrics.desktop.deviceScaleFactor,
      userAgent: userAgents.desktop,
    },
    cpuSlowdown: 1,
    network: undefined,
  },
  mobile: {
    context: {
      viewport: { width: screenEmulationMetrics.mobile.width, height: screenEmulationMetrics.mobile.height },
      deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: userAgents.mobile,
    },
    cpuSlowdown: slow4G.cpuSlowdownMultiplier,
    network: {
      offline: false,
      latency: slow4G.requestLatencyMs,
      downloadThroughput: kbitPerSecond(slow4G.downloadThroughputKbps),
      uploadThroughput: kbitPerSecond(slow4G.uploadThroughputKbps),
    },
  },
};

function listFromEnv(name, fallback) {
  const value = process.env[name];
  if (!value) return fallback;
  const items = value.split(",").map((item) => item.trim());
  for (const item of items) {
    if (!/^[a-z]+$/.test(item)) throw new Error(`${name}: "${item}" is not a name (lower-case letters)`);
  }
  const known = { BENCH_PAGES: PAGES, BENCH_PROFILES: ["desktop", "mobile"] }[name];
  const unknown = items.filter((item) => known && !known.includes(item));
  if (unknown.length > 0) throw new Error(`${name}: unknown ${unknown.join(", ")} (known: ${known.join(", ")})`);
  return items;
}

/** The demo's hosts: `localhost` serves the local brand, `<brand>.localhost` each other brand. */
const hostOf = (brand) => (brand === "local" ? "localhost" : `${brand}.localhost`);

requireBuild(root, "bench:public");

/**
 * A job page of the host's business: the first job of the public board's read (`publicJobListAnswerSchema` in
 * @seleta/domain/wire), at `/jobs/{slug}/{uid}`. Without the read, or with no published job, the reason instead.
 */
async function findJobPage(port, host) {
  const { status, body } = await get(port, "/api/v1/public/jobs", host);
  if (status !== 200) return { reason: `GET /api/v1/public/jobs answered ${status}` };
  const job = JSON.parse(body).jobs?.[0];
  if (!job?.slug || !job?.uid) return { reason: "GET /api/v1/public/jobs listed no job" };
  return { path: `/jobs/${encodeURIComponent(job.slug)}/${encodeURIComponent(job.uid)}` };
}

/**
 * Runs in the page before its own content (an init script, which no CSP applies to): keeps the browser's LCP and
 * layout-shift entries, buffered so that none painted before it is missed.
 */
function observeVitals() {
  const vitals = { lcp: Number.NaN, lcpElement: "", shifts: [] };
  Object.assign(window, { __benchVitals: vitals });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.startTime;
      vitals.lcpElement = entry.element?.tagName ?? entry.url ?? "";
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      // What moved, for the JSON report: the first few elements the browser names as the shift's sources.
      const moved = (entry.sources ?? []).slice(0, 3).map((source) => {
        const node = source.node;
        return node instanceof Element
          ? `${node.tagName}${node.className ? `.${String(node.className).split(" ")[0]}` : ""}`
          : (node?.nodeName ?? "?");
      });
      vitals.shifts.push({ startTime: entry.startTime, value: entry.value, moved });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** One page load in a new context (an empty HTTP cache), as a first-time visitor on that profile. */
async function loadOnce(browser, url, profile) {
  const context = await browser.newContext({ ...profile.context, locale: "pt-BR" });
  try {
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    if (profile.network) await cdp.send("Network.emulateNetworkConditions", profile.network);
    if (profile.cpuSlowdown > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
    const typeOf = new Map();
    // TTFB: the document request's start to its response headers, as DevTools saw them. Navigation Timing's
    // responseStart is taken below DevTools' throttling and misses the emulated latency.
    const wire = { js: 0, css: 0, total: 0, requests: 0, ttfb: Number.NaN };
    cdp.on("Network.requestWillBeSent", ({ request }) => {
      if (!request.url.startsWith("data:")) wire.requests += 1;
    });
    cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
      // A module preloaded by a <link> may come as another type: its file name still says it is a script.
      const isScript = type === "Script" || /\.m?js$/.test(new URL(response.url).pathname);
      typeOf.set(requestId, isScript ? "Script" : type);
      if (type === "Document" && Number.isNaN(wire.ttfb)) wire.ttfb = response.timing?.receiveHeadersEnd ?? Number.NaN;
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      wire.total += encodedDataLength;
      const type = typeOf.get(requestId);
      if (type === "Script") wire.js += encodedDataLength;
      if (type === "Stylesheet") wire.css += encodedDataLength;
    });
    const response = await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    // Two frames after the last request: whatever it brought is painted and reported.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const fcp = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    );
    const vitals = await page.evaluate(() => window.__benchVitals);
    return {
      status: response?.status() ?? 0,
      ...wire,
      fcp,
      lcp: vitals.lcp,
      lcpElement: vitals.lcpElement,
      cls: cumulativeLayoutShift(vitals.shifts),
      shifts: vitals.shifts,
    };
  } finally {
    await context.close();
  }
}

const FIGURES = ["js", "css", "total", "requests", "ttfb", "fcp", "lcp", "cls"];

async function measurePage(browser, url, profileName) {
  const loads = [];
  for (let index = 0; index < RUNS; index++) loads.push(await loadOnce(browser, url, PROFILES[profileName]));
  const medians = Object.fromEntries(FIGURES.map((figure) => [figure, median(loads.map((load) => load[figure]))]));
  const statuses = [...new Set(loads.map((load) => load.status))];
  return { ...medians, status: statuses.join("/"), lcpElement: loads.at(-1)?.lcpElement ?? "", runs: loads };
}

/** Lighthouse's CLI on one URL and form factor: the four scores (out of 100) and the audits below full marks. */
async function lighthouse(url, formFactor, chromePath) {
  const dir = mkdtempSync(join(tmpdir(), "seleta-lighthouse-"));
  const output = join(dir, "report.json");
  try {
    const code = await run(
      process.execPath,
      [
        join(root, "node_modules/lighthouse/cli/index.js"),
        url,
        "--output=json",
        `--output-path=${output}`,
        "--quiet",
        "--only-categories=performance,accessibility,best-practices,seo",
        "--disable-full-page-screenshot",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
        ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
      ],
      { env: { CHROME_PATH: chromePath } },
    );
    if (code !== 0 || !existsSync(output)) throw new Error(`lighthouse exited with ${code}`);
    const report = JSON.parse(readFileSync(output, "utf8"));
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
    const scores = {};
    const belowFull = [];
    for (const [id, category] of Object.entries(report.categories)) {
      scores[id] = category.score === null ? Number.NaN : Math.round(category.score * 100);
      if (id === "performance") continue;
      for (const { id: auditId } of category.auditRefs) {
        const audit = report.audits[auditId];
        if (audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative") {
          belowFull.push(`${id}: ${auditId}`);
        }
      }
    }
    const metric = (id) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores,
      belowFull,
      metrics: {
        fcp: metric("first-contentful-paint"),
        lcp: metric("largest-contentful-paint"),
        tbt: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
      },
      warnings: report.runWarnings ?? [],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value) => (Number.isNaN(value) ? "—" : `${Math.round(value).toLocaleString("en")} ms`);
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

const failures = [];
const results = {
  measuredAt: new Date().toISOString(),
  runs: RUNS,
  load: { start: loadAverage(), end: "" },
  chromium: "",
  lighthouse: "",
  profiles: { mobile: { network: PROFILES.mobile.network, cpuSlowdown: PROFILES.mobile.cpuSlowdown } },
  pages: [],
  lighthouseScores: [],
  server: undefined,
};

if (process.env.BENCH_PUBLIC_SERVER === "1") {
  console.log("bench:public — running the server half first (npm run bench:public-server -w @seleta/api)");
  const code = await run("npm", ["run", "bench:public-server", "-w", "@seleta/api"], { cwd: root });
  if (code !== 0) failures.push("server half (bench:public-server)");
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "seleta-bench-public-"));
/** The shortlist's link, made in the data dir before the server starts (it owns the data dir once started). */
const shortlistLink = chosenPages.includes("shortlist") ? makeShortlist() : undefined;

function makeShortlist() {
  const output = execFileSync(
    process.execPath,
    ["--import", "tsx", "--conditions=@seleta/source", "bench/shortlistPage.ts", dataDir, String(SHORTLIST_CANDIDATES)],
    { cwd: join(root, "apps/api"), encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  const { uid, token } = JSON.parse(output.trim().split("\n").at(-1) ?? "{}");
  return `/shortlist/${encodeURIComponent(uid)}?token=${encodeURIComponent(token)}`;
}
const executablePath = findChromium();
if (!executablePath) throw new Error("No Chromium: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.");
const server = startServer({
  root,
  port,
  dataDir,
  env: {
    // A fresh embedded database, seeded by the server at start, whatever the shell has set.
    DATABASE_URL: undefined,
    SEED_DEMO: "true",
    // Lighthouse's and the browser's work share the cores with the server: a measured page must not be answered 503.
    SHED_EVENT_LOOP_DELAY_MS: "0",
    MAX_CONCURRENT_REQUESTS: "0",
    // Every load opens the shortlist's link again from one address: its limit per address is not what is measured.
    SHORTLIST_LINK_PER_MINUTE: "100000",
  },
});
const browser = await chromium.launch({
  executablePath,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
results.chromium = browser.version();
results.lighthouse = JSON.parse(readFileSync(join(root, "node_modules/lighthouse/package.json"), "utf8")).version;
try {
  await server.waitUntilHealthy(180_000);
  console.log(
    `bench:public — ${RUNS} loads per median; pages ${chosenPages.join(", ")}; brands ${brands.join(", ")};` +
      ` Lighthouse in ${lighthouseBrands.join(", ") || "none"}; load average ${results.load.start}`,
  );
  const targets = [];
  for (const brand of brands) {
    const host = hostOf(brand);
    for (const page of chosenPages) {
      if (page === "job") {
        const job = await findJobPage(port, host);
        targets.push({ brand, host, page, path: job.path, notMeasured: job.reason });
      } else if (page === "shortlist") {
        targets.push({ brand, host, page, path: shortlistLink });
      } else {
        targets.push({ brand, host, page, path: `/${page}` });
      }
    }
  }

  for (const target of targets) {
    for (const profile of chosenProfiles) {
      const row = { brand: target.brand, page: target.page, path: target.path, profile };
      results.pages.push(row);
      if (target.notMeasured) {
        row.notMeasured = target.notMeasured;
        console.log(`  ${target.host} ${target.page} ${profile}: not measured (${target.notMeasured})`);
        continue;
      }
      try {
        Object.assign(row, await measurePage(browser, `http://${target.host}:${port}${target.path}`, profile));
        console.log(
          `  ${target.host}${target.path} ${profile}: ${row.status}, JS ${kB(row.js)}, CSS ${kB(row.css)},` +
            ` ${row.requests} requests, TTFB ${ms(row.ttfb)}, FCP ${ms(row.fcp)}, LCP ${ms(row.lcp)}` +
            ` (${row.lcpElement || "?"}), CLS ${row.cls.toFixed(3)}`,
        );
      } catch (error) {
        row.notMeasured = `could not measure: ${error instanceof Error ? error.message : String(error)}`;
        failures.push(`${target.host}${target.path} ${profile}`);
        console.error(`  ${target.host}${target.path} ${profile}: ${row.notMeasured}`);
      }
    }
  }

  for (const target of targets.filter(({ brand }) => lighthouseBrands.includes(brand))) {
    for (const formFactor of ["desktop", "mobile"]) {
      const row = { brand: target.brand, page: target.page, path: target.path, formFactor };
      results.lighthouseScores.push(row);
      if (target.notMeasured) {
        row.notMeasured = target.notMeasured;
        continue;
      }
      const { status } = await get(port, target.path, target.host);
      if (status !== 200) {
        row.notMeasured = `answers ${status}`;
        console.log(`  Lighthouse ${target.host}${target.path} ${formFactor}: not measured (answers ${status})`);
        continue;
      }
      try {
        Object.assign(row, await lighthouse(`http://${target.host}:${port}${target.path}`, formFactor, executablePath));
        console.log(
          `  Lighthouse ${target.host}${target.path} ${formFactor}: ${Object.entries(row.scores)
            .map(([id, score]) => `${id} ${score}`)
            .join(", ")}`,
        );
      } catch (error) {
        row.notMeasured = `could not measure: ${error instanceof Error ? error.message : String(error)}`;
        failures.push(`Lighthouse ${target.host}${target.path} ${formFactor}`);
        console.error(`  Lighthouse ${target.host}${target.path} ${formFactor}: ${row.notMeasured}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
results.load.end = loadAverage();

if (existsSync(SERVER_REPORT)) {
  const report = JSON.parse(readFileSync(SERVER_REPORT, "utf8"));
  results.server = {
    file: SERVER_REPORT,
    writtenAt: statSync(SERVER_REPORT).mtime.toISOString(),
    figures: serverFigures(report),
    report,
  };
}

/** The tables, ready for docs/performance.md. */
function markdown() {
  const pageName = (row) =>
    row.page === "job"
      ? `job page${row.path ? ` \`${row.path}\`` : ""}`
      : row.page === "shortlist"
        ? `\`/shortlist/{uid}\` by its token link, ${SHORTLIST_CANDIDATES} candidates`
        : `\`/${row.page}\``;
  const browserRows = results.pages.map((row) => {
    const first = [pageName(row), `${row.brand} (${hostOf(row.brand)})`, row.profile];
    if (row.notMeasured) return [...first, `not measured: ${row.notMeasured}`, ...Array(8).fill("")];
    const jsMet =
      row.page === "job"
        ? row.js <= TARGETS.jobPageJs
        : row.page === "shortlist"
          ? row.js <= TARGETS.shortlistPageJs
          : undefined;
    return [
      ...first,
      String(row.status),
      marked(kB(row.js), jsMet),
      kB(row.css),
      kB(row.total),
      String(row.requests),
      ms(row.ttfb),
      ms(row.fcp),
      marked(ms(row.lcp), Number.isNaN(row.lcp) ? undefined : row.lcp <= TARGETS.lcp[row.profile]),
      marked(row.cls.toFixed(3), row.cls <= TARGETS.cls),
    ];
  });
  const sections = [
    `Measured ${results.measuredAt.slice(0, 16).replace("T", " ")} UTC, load ${results.load.start} → ${results.load.end};` +
      ` Chromium ${results.chromium}, Lighthouse ${results.lighthouse}; medians of ${RUNS} loads, each with an empty` +
      " cache. Desktop: 1350×940, no throttling. Mobile: 412×823, CPU 4× slower, slow 4G as Lighthouse applies it" +
      " through DevTools (562.5 ms per request, 1,474.6 kbit/s down, 675 kbit/s up). JS and CSS as transferred" +
      " (compressed, headers included), and every request's bytes; CLS: the largest session window. Targets: the job page's JS ≤ 90 kB, a" +
      " shortlist page's ≤ 100 kB; LCP ≤" +
      " 1.2 s desktop, ≤ 2.5 s mobile; CLS ≤ 0.05.",
    markdownTable(
      ["page", "brand", "profile", "status", "JS", "CSS", "all bytes", "requests", "TTFB", "FCP", "LCP", "CLS"],
      browserRows,
    ),
  ];
  if (results.lighthouseScores.length > 0) {
    const scoreCell = (row, id) => {
      const score = row.scores[id];
      const target = TARGETS.lighthouse[id]?.[row.formFactor];
      return marked(String(score), target === undefined || Number.isNaN(score) ? undefined : score >= target);
    };
    sections.push(
      "Lighthouse (its defaults: mobile with simulated slow 4G; `--preset=desktop`). Targets: performance ≥ 95" +
        " desktop, ≥ 85 mobile; accessibility and SEO 100.",
      markdownTable(
        ["page", "brand", "form factor", "performance", "accessibility", "best practices", "SEO"],
        results.lighthouseScores.map((row) => {
          const first = [pageName(row), `${row.brand} (${hostOf(row.brand)})`, row.formFactor];
          if (row.notMeasured) return [...first, `not measured: ${row.notMeasured}`, "", "", ""];
          return [
            ...first,
            scoreCell(row, "performance"),
            scoreCell(row, "accessibility"),
            scoreCell(row, "best-practices"),
            scoreCell(row, "seo"),
          ];
        }),
      ),
    );
    const belowFull = results.lighthouseScores.filter((row) => row.belowFull?.length > 0);
    if (belowFull.length > 0) {
      sections.push(
        [
          "Lighthouse audits below full marks (accessibility, best practices, SEO):",
          ...belowFull.map((row) => `- ${pageName(row)} ${row.brand} ${row.formFactor}: ${row.belowFull.join(", ")}`),
        ].join("\n"),
      );
    }
  }
  if (results.server) {
    sections.push(
      "The server half (`npm run bench:public-server -w @seleta/api`, from bench-results/public-server.json written" +
        ` ${results.server.writtenAt.slice(0, 16).replace("T", " ")} UTC). Target: p95 ≤ 30 ms.`,
      markdownTable(
        ["server response", "p50", "p95"],
        results.server.figures.map((figure) => [
          figure.name,
          figure.p50 === undefined ? "—" : `${figure.p50.toFixed(2)} ms`,
          marked(`${figure.p95.toFixed(2)} ms`, figure.p95 <= TARGETS.serverP95),
        ]),
      ),
    );
  } else {
    sections.push(
      "The server half: not run (no bench-results/public-server.json; `BENCH_PUBLIC_SERVER=1 npm run bench:public`" +
        " runs it first).",
    );
  }
  return sections.join("\n\n");
}

const table = markdown();
console.log(`\n${table}\n`);
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(join(RESULTS_DIR, `${REPORT}.json`), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(RESULTS_DIR, `${REPORT}.md`), `${table}\n`);
console.log(`Written: bench-results/${REPORT}.json, bench-results/${REPORT}.md`);
if (failures.length > 0) {
  console.error(`Could not measure: ${failures.join("; ")}`);
  process.exit(1);
}
