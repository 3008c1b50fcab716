import { defineConfig } from "vitest/config";
import { unitTestConfig } from "../../vite.shared.ts";

const shared = unitTestConfig();

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Starts a throwaway PostgreSQL unless TEST_DATABASE_URL names one (npm test at the root starts one).
    globalSetup: ["test/globalSetup.ts"],
    // PGlite's first start (its initdb in WASM) takes seconds of CPU; on 2 cores files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
