import { existsSync } from "node:fs";
import { log, run } from "./run.mjs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/lib/chromium/chromium", "/usr/bin/chromium-browser"];

/**
 * The fonts the story screenshots were taken with, besides Inter (bundled by @fontsource): the signature preview
 * writes e-mail-safe `Arial, Helvetica, sans-serif`, which Debian draws with Liberation Sans. Debian's chromium does
 * not pull it in; without it the preview falls back to DejaVu Sans and 42 screenshots differ.
 */
const SCREENSHOT_FONT = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf";

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * Debian's Chromium is the only browser the tests use: no tool may download one (there is no network for it).
 * Installs it, and the screenshots' fonts (fonts-liberation), with apt-get when running as root; otherwise explains
 * what to install or how to point CHROMIUM_PATH at a Chromium.
 */
export async function ensureChromium() {
  const found = findChromium();
  if (!found && process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  }
  const missing = [...(found ? [] : ["chromium"]), ...(existsSync(SCREENSHOT_FONT) ? [] : ["fonts-liberation"])];
  if (missing.length === 0) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing for the browser tests: ${missing.join(", ")}. Install Debian's packages (sudo apt-get install -y ${missing.join(" ")})` +
        (found ? "." : " or set CHROMIUM_PATH to a Chromium binary."),
    );
  }
  log(`Installing ${missing.join(" and ")} (apt-get install)`);
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  if ((await run("apt-get", ["update", "-qq"], { env })) !== 0) throw new Error("apt-get update failed");
  if ((await run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], { env })) !== 0) {
    throw new Error(`apt-get install ${missing.join(" ")} failed`);
  }
  const installed = findChromium();
  if (!installed) throw new Error("Chromium was installed but no binary was found.");
  return installed;
}
