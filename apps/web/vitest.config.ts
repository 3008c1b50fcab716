import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { unitTestConfig } from "../../vite.shared.ts";

const base = unitTestConfig();
export default defineConfig({
  ...base,
  plugins: [vanillaExtractPlugin()],
  test: {
    ...base.test,
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts", "islands/**/*.test.ts"],
  },
});
