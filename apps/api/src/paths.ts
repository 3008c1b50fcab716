import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE_NAME = "@seleta/api";

/**
 * The directory of this package (apps/api), found by walking up from the running module: the same code runs
 * from `src/…` (tsx, vitest) and from a chunk in `dist/` (tsup), at different depths.
 */
export function findPackageRoot(fromFile: string): string {
  let dir = dirname(fromFile);
  for (;;) {
    const manifest = join(dir, "package.json");
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === PACKAGE_NAME
    ) {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${PACKAGE_NAME} package root above ${fromFile}`);
    dir = parent;
  }
}

export const packageRoot = findPackageRoot(fileURLToPath(import.meta.url));

/** The SQL migrations drizzle-kit generates (committed). */
export const migrationsFolder = join(packageRoot, "drizzle");

/** Where `npm run build -w @seleta/web` writes the React Router build in this repository. */
export const defaultWebBuildDir = join(packageRoot, "..", "web", "build");
