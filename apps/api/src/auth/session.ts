/**
 * Sessions: an opaque token (256 bits) the client keeps in an HttpOnly cookie or sends as a Bearer header; the
 * database keeps its SHA-256. Logout, a password change and an administrator's lock end them on the server.
 */
import { AUTH_COOKIE_MAX_AGE_S } from "@seleta/domain";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { accounts, sessions } from "../db/schema";
import { hashToken, newToken } from "./secrets";
import { type StrategyInfo, strategyById } from "./strategies";

/** Spec §9: the auth cookie lives 90 days; the session as long. */
export const SESSION_LIFETIME_S = AUTH_COOKIE_MAX_AGE_S;
/** `last_used_at` is refreshed at most this often: a write per request would cost every request. */
const TOUCH_INTERVAL_S = 300;

export type Session = {
  id: number;
  accountId: number;
  strategy: StrategyInfo;
};

export async function createSession(
  db: Database,
  accountId: number,
  meta: { ip?: string | undefined; userAgent?: string | undefined } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_S * 1000);
  await db.drizzle.insert(sessions).values({
    token_hash: hashToken(token),
    account_id: accountId,
    expires_at: expiresAt.toISOString(),
    last_used_at: new Date().toISOString(),
    ip: meta.ip ?? null,
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

/** The live session of a token: not revoked, not expired, its account not locked by an administrator. */
export async function findSession(db: Database, token: string): Promise<Session | undefined> {
  const [row] = await queryRows<{ id: number; account_id: number; strategy: number; stale: boolean }>(
    db,
    sql`select s.id, s.account_id, a.strategy,
               (s.last_used_at is null or s.last_used_at < now() - make_interval(secs => ${TOUCH_INTERVAL_S})) as stale
        from ${sessions} s join ${accounts} a on a.id = s.account_id
        where s.token_hash = ${hashToken(token)} and s.revoked_at is null and s.expires_at > now()
          and a.locked is not true`,
  );
  if (!row) return undefined;
  const strategy = strategyById(Number(row.strategy));
  if (!strategy) return undefined;
  if (row.stale) await queryRows(db, sql`update ${sessions} set last_used_at = now() where id = ${row.id}`);
  return { id: Number(row.id), accountId: Number(row.account_id), strategy };
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await queryRows(db, sql`update ${sessions} set revoked_at = now() where id = ${sessionId} and revoked_at is null`);
}

export async function revokeAccountSessions(db: Database, accountId: number): Promise<void> {
  await queryRows(
    db,
    sql`update ${sessions} set revoked_at = now() where account_id = ${accountId} and revoked_at is null`,
  );
}
