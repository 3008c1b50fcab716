import { existsSync } from "node:fs";
import { log, run } from "./run.mjs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/lib/chromium/chromium", "/usr/bin/chromium-browser"];

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * Debian's Chromium is the only browser the tests use: no tool may download one (there is no network for it).
 * Installs it with apt-get when running as root; otherwise explains how to point CHROMIUM_PATH at one.
 */
export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  }
  if (process.getuid?.() !== 0) {
    throw new Error(
      "Chromium is not installed. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
  log("Installing Chromium (apt-get install chromium)");
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  if ((await run("apt-get", ["update", "-qq"], { env })) !== 0) throw new Error("apt-get update failed");
  if ((await run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], { env })) !== 0) {
    throw new Error("apt-get install chromium failed");
  }
  const installed = findChromium();
  if (!installed) throw new Error("Chromium was installed but no binary was found.");
  return installed;
}
