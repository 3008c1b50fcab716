import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Which named seeds ran on this database, so a seed never runs twice (restarts, a second process). */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
