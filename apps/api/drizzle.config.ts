import { defineConfig } from "drizzle-kit";

// `npm run db:generate -w @seleta/api` writes SQL + meta to ./drizzle (committed); the server applies them
// with drizzle's migrate() at start (drizzle-kit's own migrate cannot load PGlite's extensions).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
});
