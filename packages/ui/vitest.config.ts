import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { unitTestConfig } from "../../vite.shared.ts";

export default defineConfig({ ...unitTestConfig(), plugins: [vanillaExtractPlugin()] });
