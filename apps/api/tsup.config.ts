import { defineConfig } from "tsup";

// `npm start` runs dist/main.js. Workspace packages are bundled from their TypeScript source (the same
// @seleta/source condition dev and tests use), npm dependencies stay external and load from node_modules.
// The SQL migrations stay in ./drizzle and are found from the package root at run time.
export default defineConfig({
  entry: { main: "src/main.ts", index: "src/index.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  splitting: true,
  sourcemap: true,
  clean: true,
  dts: false,
  noExternal: [/^@seleta\//],
  esbuildOptions(options) {
    options.conditions = ["@seleta/source"];
  },
});
