import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, mergeConfig } from "vite";
import { workspaceSource } from "../../vite.shared.ts";

export default defineConfig(
  mergeConfig(workspaceSource(), {
    plugins: [vanillaExtractPlugin(), reactRouter()],
    resolve: {
      alias: {
        // Messages are compiled to ICU ASTs at build time (scripts/compileMessages.ts): ship no parser.
        "@formatjs/icu-messageformat-parser": "@formatjs/icu-messageformat-parser/no-parser.js",
      },
    },
    server: {
      proxy: { "/api": "http://127.0.0.1:3000" },
    },
  }),
);
