/** The accounts' identities at the identity providers (routes/shared/oidc.ts): look-up, links, new accounts. */
import { sql } from "drizzle-orm";
import { type Database, queryRows, rowsOf } from "../db/client";
import { accounts, candidates, identities, recruiters } from "../db/schema";
import type { ExternalIdentity } from "./oidc";
import { STRATEGIES } from "./strategies";

/** The account an identity signs in to: the one linked to it, else the strategy's account of its verified e-mail. */
export async function accountForIdentity(
  db: Database,
  identity: ExternalIdentity,
  strategy: "recruiters" | "candidates",
): Promise<number | undefined> {
  const [linked] = await queryRows<{ account_id: number }>(
    db,
    sql`select i.account_id from ${identities} i join ${accounts} a on a.id = i.account_id
        where i.provider = ${identity.provider} and i.subject = ${identity.subject}
          and a.strategy = ${STRATEGIES[strategy].id}`,
  );
  if (linked) return Number(linked.account_id);
  if (!identity.email || !identity.emailVerified) return undefined;
  const [byEmail] = await queryRows<{ id: number }>(
    db,
    sql`select id from ${accounts} where strategy = ${STRATEGIES[strategy].id} and lower(email) = ${identity.email}`,
  );
  return byEmail ? Number(byEmail.id) : undefined;
}

/** Links the identity to the account; false when it already belongs to another account. */
export async function linkIdentity(db: Database, accountId: number, identity: ExternalIdentity): Promise<boolean> {
  const [row] = await queryRows<{ account_id: number }>(
    db,
    sql`insert into ${identities} (account_id, provider, subject, email)
        values (${accountId}, ${identity.provider}, ${identity.subject}, ${identity.email ?? null})
        on conflict (provider, subject) do update set email = excluded.email
        returning account_id`,
  );
  return Number(row?.account_id) === accountId;
}

/** A candidate who arrives through a provider: confirmed (the provider verified the e-mail), profile to complete. */
export async function createCandidate(db: Database, identity: ExternalIdentity, email: string, businessId: number) {
  const name = identity.name ?? email.split("@")[0] ?? email;
  return db.drizzle.transaction(async (tx) => {
    const [account] = await rowsOf<{ id: number }>(
      tx.execute(
        sql`insert into ${accounts} (email, name, strategy, business_id, confirmed_at)
            values (${email}, ${name}, ${STRATEGIES.candidates.id}, ${businessId}, now()) returning id`,
      ),
    );
    const accountId = Number(account?.id);
    await tx.execute(
      sql`insert into ${candidates} (business_id, name, email, status, source, confirmed, completed_register, account_id, created_by, updated_by)
          values (${businessId}, ${name}, ${email}, 2, null, true, false, ${accountId}, ${accountId}, ${accountId})`,
    );
    return accountId;
  });
}

/** Records that the recruiter has signed in through Microsoft (`recruiters.logged_in_with_microsoft`). */
export async function markSignedInWithMicrosoft(db: Database, accountId: number): Promise<void> {
  await queryRows(
    db,
    sql`update ${recruiters} set logged_in_with_microsoft = true, updated_at = now() where account_id = ${accountId}`,
  );
}
