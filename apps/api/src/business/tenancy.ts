/**
 * Which business a request works in. Public requests (sign-up, the business configuration) take it from the
 * Host header through the site configurations; signed-in ones from their principal (auth/principal.ts).
 */
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { site_configs } from "../db/schema";

/** `Tech.LocalHost:3000` → `tech.localhost` (port and trailing dot dropped, lower case). */
export function normalizeHost(host: string | undefined): string {
  const trimmed = (host ?? "").trim().toLowerCase();
  const withoutPort = trimmed.startsWith("[") ? trimmed.slice(0, trimmed.indexOf("]") + 1) : trimmed.split(":")[0];
  return (withoutPort ?? "").replace(/\.$/, "");
}

/** The host's business; a host no configuration names falls back to `localhost`'s (local development, tests). */
export async function businessForHost(db: Database, host: string | undefined): Promise<number | undefined> {
  const [row] = await queryRows<{ business_id: number }>(
    db,
    sql`select business_id from ${site_configs} where domain in (${normalizeHost(host)}, 'localhost')
        order by (domain = ${normalizeHost(host)}) desc limit 1`,
  );
  return row ? Number(row.business_id) : undefined;
}
