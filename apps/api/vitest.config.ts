import { defineConfig } from "vitest/config";
import { SOURCE_CONDITION, unitTestConfig } from "../../vite.shared.ts";

const shared = unitTestConfig();

/**
 * The conditions Vitest hands to Node (`--conditions`) for what it does not bundle. Vite's defaults include
 * "module", which makes Node load bundler-only builds it cannot run (the AWS SDK's `dist-es`, imports without file
 * extensions); plain Node — production — never sees it.
 */
const nodeConditions = [SOURCE_CONDITION, "node", "development|production"];

export default defineConfig({
  ...shared,
  ssr: { ...shared.ssr, resolve: { ...shared.ssr?.resolve, conditions: nodeConditions } },
  environments: { ...shared.environments, ssr: { resolve: { conditions: nodeConditions } } },
  test: {
    ...shared.test,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Starts a throwaway PostgreSQL unless TEST_DATABASE_URL names one (npm test at the root starts one).
    globalSetup: ["test/globalSetup.ts"],
    // Two workers even on two cores (Vitest's default there is one): a worker spends much of a file waiting on
    // PostgreSQL's own processes, template copies and sockets, and the other fills that time (in a fresh-clone
    // `npm test`, ~800 s in one worker, ~450 s in two). Each worker has its own module graph and copies made ahead.
    maxWorkers: 2,
    // Every file on one module graph, as in every package (vite.shared.ts). Here too src keeps no per-run state at
    // module level: only caches derived from the schema, or keyed by database or issuer.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
