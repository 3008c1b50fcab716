/**
 * Per-shortlist tokens (spec §6): someone outside the accounts reviews one shortlist with a bearer
 * token of 256 random bits. The database keeps only its SHA-256 (`shortlist_relationships.token_hash`), so the
 * token is shown once, when it is issued; issuing again replaces it (the old link stops working).
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { hashToken, newToken } from "../auth/secrets";
import { type Database, type Executor, queryRows, rowsOf } from "../db/client";
import { shortlistRelationships, shortlists } from "../db/schema";

/** How long a link works unless the caller says otherwise: as long as a session (spec §9, 90 days). */
export const SHORTLIST_TOKEN_LIFETIME_DAYS = 90;

/** The public part of a review link (`/shortlist/{uid}`): random, but not a secret — the token is. */
export function newRelationshipUid(): string {
  return randomBytes(12).toString("base64url");
}

function expiry(expiresAt: Date | null | undefined): string | null {
  if (expiresAt === null) return null;
  const at = expiresAt ?? new Date(Date.now() + SHORTLIST_TOKEN_LIFETIME_DAYS * 86_400_000);
  return at.toISOString();
}

/** The database, or the transaction the caller is in. */
function executorOf(db: Database | Executor): Executor {
  return "drizzle" in db ? db.drizzle : db;
}

/**
 * A new token for an outside reviewer's relationship (never a client contact's: they sign in). Returns the token;
 * only its hash is stored. `expiresAt: null` makes a link that never expires.
 */
export async function issueShortlistToken(
  db: Database | Executor,
  relationshipId: number,
  options: { expiresAt?: Date | null } = {},
): Promise<string> {
  const token = newToken();
  const rows = await rowsOf<{ id: number }>(
    executorOf(db).execute(sql`update ${shortlistRelationships}
        set token_hash = ${hashToken(token)}, expires_at = ${expiry(options.expiresAt)}, revoked_at = null
        where id = ${relationshipId} and client_contact_id is null
        returning id`),
  );
  if (rows.length === 0) throw new Error(`No outside reviewer's shortlist relationship ${relationshipId}`);
  return token;
}

/** Ends a reviewer's access at once (the link answers 401 from now on). */
export async function revokeShortlistToken(db: Database, relationshipId: number): Promise<void> {
  await queryRows(
    db,
    sql`update ${shortlistRelationships} set revoked_at = now() where id = ${relationshipId} and revoked_at is null`,
  );
}

/** Gives someone outside the accounts access to a shortlist: their relationship, its uid and its token (once). */
export async function createShortlistReviewer(
  db: Database | Executor,
  reviewer: { shortlistId: number; name?: string | null; email?: string | null; expiresAt?: Date | null },
): Promise<{ id: number; uid: string; token: string }> {
  const token = newToken();
  const uid = newRelationshipUid();
  const [row] = await rowsOf<{ id: number }>(
    executorOf(db).execute(sql`insert into ${shortlistRelationships}
          (business_id, uid, shortlist_id, client_contact_id, name, email, token_hash, expires_at, sent_at)
        select s.business_id, ${uid}, s.id, null, ${reviewer.name ?? null}, ${reviewer.email ?? null},
               ${hashToken(token)}, ${expiry(reviewer.expiresAt)}, now()
        from ${shortlists} s where s.id = ${reviewer.shortlistId}
        returning id`),
  );
  if (!row) throw new Error(`No shortlist ${reviewer.shortlistId}`);
  return { id: Number(row.id), uid, token };
}
