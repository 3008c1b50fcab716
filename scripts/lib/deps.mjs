import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { log, run } from "./run.mjs";

/** Every package.json of the workspace plus the lockfile: if any is newer than the last install, install again. */
function manifests(root) {
  const files = [join(root, "package.json"), join(root, "package-lock.json")];
  for (const group of ["packages", "apps"]) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const file = join(dir, name, "package.json");
      if (existsSync(file)) files.push(file);
    }
  }
  return files.filter((file) => existsSync(file));
}

export function dependenciesAreFresh(root) {
  const marker = join(root, "node_modules", ".package-lock.json");
  if (!existsSync(marker)) return false;
  const installedAt = statSync(marker).mtimeMs;
  return manifests(root).every((file) => statSync(file).mtimeMs <= installedAt);
}

/**
 * Installs dependencies when they are missing or older than a manifest. `npm install`, never the clean-install command: the lockfile
 * made on these machines lacks other platforms' optional binaries and a clean install rejects it (ARCHITECTURE.md).
 */
export async function ensureDependencies(root) {
  if (dependenciesAreFresh(root)) return;
  log("Installing dependencies (npm install)");
  const code = await run("npm", ["install", "--no-audit", "--no-fund"], {
    cwd: root,
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  });
  if (code !== 0) {
    console.error("npm install failed: see the messages above.");
    process.exit(code);
  }
}
