import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { unitTestConfig } from "../../vite.shared.ts";

const shared = unitTestConfig();

export default defineConfig({
  ...shared,
  plugins: [vanillaExtractPlugin()],
  // These tests drive the real API (argon2 sign-ins, uploads, background jobs): on a machine whose two cores are
  // busy, a test that takes half a second alone takes several; vitest's 5 s default failed them.
  test: { ...shared.test, testTimeout: 60_000, globalSetup: ["test/globalSetup.ts"] },
});
