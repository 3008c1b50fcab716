/**
 * Counters that protect a resource, kept where every server process reads and writes the same ones:
 *
 *   rate_limit_counters   one fixed window per limit and key (an address, an account): how many hits it has had
 *                         and when it ends (rateLimitStore.ts). The key is stored as its SHA-256, never as the
 *                         address or account it names; a row past its window is reused or swept.
 */
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key_hash: text("key_hash").primaryKey(),
    hits: integer("hits").notNull(),
    window_ends_at: timestamptz("window_ends_at").notNull(),
  },
  (t) => [index("rate_limit_counters_window_ends_at_idx").on(t.window_ends_at)],
);
