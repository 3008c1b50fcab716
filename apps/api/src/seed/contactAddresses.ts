/**
 * The demo brands' contact addresses (site_configs.contact_email), where the public contact form's messages are
 * mailed: `contato@<brand>.localhost`, in the demo's `contato@<domain>` style, for each of the six brand sites.
 */
import { sql } from "drizzle-orm";
import { site_configs } from "../db/schema";
import type { BulkTx } from "./bulkLoad";
import { demoBusinesses } from "./demo";

/** A demo brand's site domain (the `local` brand is served at `localhost`) and its contact address. */
export function demoContactAddresses(): { domain: string; email: string }[] {
  return demoBusinesses.flatMap((business) =>
    business.brands.map((brand) => ({
      domain: brand === "local" ? "localhost" : `${brand}.localhost`,
      email: `contato@${brand}.localhost`,
    })),
  );
}

export async function seedContactAddresses(tx: Pick<BulkTx, "drizzle">): Promise<void> {
  for (const { domain, email } of demoContactAddresses()) {
    await tx.drizzle.execute(sql`update ${site_configs} set contact_email = ${email} where domain = ${domain}`);
  }
}
