/**
 * End-to-end tests against the production server (`apps/api/dist/main.js`, which also serves the built web app)
 * on a free port with a fresh data dir and the demo seed. Debian's Chromium only: no browser is ever downloaded.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";

const root = resolve(import.meta.dirname, "..");

function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim());
}

function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium", "/usr/lib/chromium/chromium"].find(existsSync);
  if (!path) throw new Error("No Chromium: run `npm test` (it installs Debian's) or set CHROMIUM_PATH.");
  return path;
}

// Playwright loads this file in the runner and in each worker: keep the port stable across them.
process.env.E2E_PORT ??= String(freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "seleta-e2e-"));
const port = Number(process.env.E2E_PORT);

export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // A journey loads many pages: with other work on the two cores (load average 10) one page took 15 s, so a test
  // may take a minute; unloaded, the slowest takes 6 s.
  timeout: 60_000,
  // The recruiter area renders in the browser after its chunks and first queries: on a busy two-core machine a
  // first load can take several seconds.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: join(root, ".reports/e2e.json") }]],
  outputDir: join(root, "test-results"),
  use: {
    baseURL,
    browserName: "chromium",
    locale: "pt-BR",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // A camera and microphone that exist and need no permission prompt: the video island records from them.
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
      ],
    },
  },
  webServer: {
    // prepareData.mjs seeds the data dir and adds the business configurations the tests need, then the server starts;
    // its console (where mail is printed without SMTP) goes to a file the journeys read links from (support/mailConsole.ts).
    command: `node ${join(root, "e2e/prepareData.mjs")} && node ${join(root, "apps/api/dist/main.js")} > "${process.env.E2E_DATA_DIR}/mail-console.txt"`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    // Preparing the data seeds the demo first: minutes on a loaded 2-core machine.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: "true",
      // Journeys check what the app does, on machines of any load: a slow event loop or a queue's deadline must not
      // answer them 503.
      SHED_EVENT_LOOP_DELAY_MS: "0",
      MAX_CONCURRENT_REQUESTS: "0",
    },
  },
});
