/**
 * Sessions: an opaque token (256 bits) the client keeps in an HttpOnly cookie or sends as a Bearer header; the
 * database keeps its SHA-256. Logout, a password change and an administrator's lock end them on the server.
 */
import { AUTH_COOKIE_MAX_AGE_S } from "@seleta/domain";
import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { accounts, sessions } from "../db/schema";
import {
  type AccountPrincipal,
  loadPrincipal,
  type RecruiterRow,
  recruiterFacts,
  recruiterPrincipal,
  type Session,
} from "./principal";
import { hashToken, newToken } from "./secrets";
import { STRATEGIES, strategyById } from "./strategies";

/** Spec §9: the auth cookie lives 90 days; the session as long. */
export const SESSION_LIFETIME_S = AUTH_COOKIE_MAX_AGE_S;
/** `last_used_at` is refreshed at most this often: a write per request would cost every request. */
const TOUCH_INTERVAL_S = 300;

export type { Session } from "./principal";

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
  const [row] = await queryRows<SessionRow>(db, liveSession(token));
  return row ? await sessionOf(db, row) : undefined;
}

/**
 * The live session of a token and the person behind it (`principal` undefined: deactivated, removed, no portal
 * access), as `findSession` then `loadPrincipal` would find them. For a recruiter, every request's case, it is one
 * round trip: the recruiter's facts are joined to the session's row. Other strategies load theirs after it.
 */
export async function findSessionPrincipal(
  db: Database,
  token: string,
): Promise<{ session: Session; principal: AccountPrincipal | undefined } | undefined> {
  const recruiter = sql`left join lateral (${recruiterFacts(sql`a.id`)}) p on a.strategy = ${STRATEGIES.recruiters.id}`;
  const [row] = await queryRows<SessionRow & RecruiterRow>(db, liveSession(token, sql`, p.*`, recruiter));
  if (!row) return undefined;
  const session = await sessionOf(db, row);
  if (!session) return undefined;
  const principal =
    session.strategy.strategy === "recruiters"
      ? recruiterPrincipal({ sessionId: session.id, accountId: session.accountId }, row)
      : await loadPrincipal(db, session);
  return { session, principal };
}

type SessionRow = { id: number; account_id: number; strategy: number; stale: boolean };

function liveSession(token: string, columns = sql``, joins = sql``): SQL {
  return sql`select s.id, s.account_id, a.strategy,
               (s.last_used_at is null or s.last_used_at < now() - make_interval(secs => ${TOUCH_INTERVAL_S})) as stale${columns}
        from ${sessions} s join ${accounts} a on a.id = s.account_id ${joins}
        where s.token_hash = ${hashToken(token)} and s.revoked_at is null and s.expires_at > now()
          and a.locked is not true`;
}

async function sessionOf(db: Database, row: SessionRow): Promise<Session | undefined> {
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
