/**
 * Loads the web app's production build through the API server in Chromium and lists every Content-Security-Policy
 * violation (enforced or report-only) per page and brand host. Exit code 1 when any is found.
 *
 *   npx tsx --conditions=@seleta/source apps/api/scripts/cspCheck.ts [WEB_BUILD_DIR] [path …]
 *
 * Chromium resolves *.localhost to loopback, so every brand host is tried on one machine.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { loadConfig } from "../src/config";
import { startServer } from "../src/server";

const [buildArg, ...pathArgs] = process.argv.slice(2);
const paths = pathArgs.length > 0 ? pathArgs : ["/", "/home", "/jobs", "/recruiters", "/no-such-page"];
const hosts = ["localhost", "tech.localhost", "executive.localhost"];

const dataDir = mkdtempSync(join(tmpdir(), "seleta-csp-"));
const server = await startServer(
  loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    // CSP_CHECK_NODE_ENV=development also serves Swagger UI (/api/v1/docs/).
    NODE_ENV: process.env.CSP_CHECK_NODE_ENV ?? "production",
    ...(buildArg ? { WEB_BUILD_DIR: buildArg } : {}),
  }),
);
const port = new URL(server.url).port;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
  ],
});
let violations = 0;
try {
  for (const host of hosts) {
    const page = await browser.newPage();
    const found: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) found.push(message.text());
    });
    await page.exposeFunction("__reportViolation", (text: string) => found.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
          `${event.disposition}: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
        );
      });
    });
    for (const path of paths) {
      const response = await page.goto(`http://${host}:${port}${path}`, { waitUntil: "networkidle" });
      const enforced = response?.headers()["content-security-policy"] ? "enforced" : "report-only";
      // hydrateRoot(document) marks the document: the page's scripts ran and React took over.
      const hydrated = await page.evaluate(() =>
        Object.keys(document).some((key) => key.startsWith("__reactContainer")),
      );
      console.log(`${host}${path}: HTTP ${response?.status()}, CSP ${enforced}, hydrated ${hydrated}`);
    }
    for (const line of new Set(found)) console.log(`  ✗ ${line}`);
    violations += new Set(found).size;
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(violations === 0 ? "No CSP violations." : `${violations} CSP violation(s).`);
process.exit(violations === 0 ? 0 : 1);
