/**
 * Cable tickets: how a client that cannot send the session cookie with its WebSocket handshake (another origin, a
 * Node process) opens `/cable` without putting a long-lived token in a URL. An authenticated request asks for a
 * ticket; the ticket opens one socket, once, within 60 s, and the socket then lives as long as the session that
 * asked for it. Only the ticket's SHA-256 is stored.
 */
import { sql } from "drizzle-orm";
import { hashToken, newToken } from "../auth/secrets";
import type { Session } from "../auth/session";
import { strategyById } from "../auth/strategies";
import { type Database, queryRows } from "../db/client";
import { accounts, cableTickets, recruiters, sessions } from "../db/schema";

export const TICKET_LIFETIME_S = 60;
/** Spent and expired tickets are kept this long (to tell "used" from "unknown" in the logs), then deleted. */
const TICKET_RETENTION_S = 3600;

export async function createCableTicket(db: Database, sessionId: number): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = newToken();
  const [row] = await queryRows<{ expires_at: string | Date }>(
    db,
    sql`insert into ${cableTickets} (token_hash, session_id, expires_at)
        values (${hashToken(ticket)}, ${sessionId}, now() + make_interval(secs => ${TICKET_LIFETIME_S}))
        returning expires_at`,
  );
  // Old tickets are cleaned up by the requests that make new ones: no timer, and the index keeps it cheap.
  await queryRows(
    db,
    sql`delete from ${cableTickets} where expires_at < now() - make_interval(secs => ${TICKET_RETENTION_S})`,
  );
  return { ticket, expiresAt: new Date(row?.expires_at ?? Date.now() + TICKET_LIFETIME_S * 1000) };
}

/**
 * Spends a ticket: the session it was made for, if the ticket is unused, unexpired and that session still live.
 * One statement marks it used, so two sockets racing with the same ticket cannot both win.
 */
export async function spendCableTicket(db: Database, ticket: string): Promise<Session | undefined> {
  const [spent] = await queryRows<{ session_id: number }>(
    db,
    sql`update ${cableTickets} set used_at = now()
        where token_hash = ${hashToken(ticket)} and used_at is null and expires_at > now()
        returning session_id`,
  );
  if (!spent) return undefined;
  return liveSession(db, Number(spent.session_id));
}

/** A session by id, if it is still live (the conditions of auth/session.ts `findSession`). */
export async function liveSession(db: Database, sessionId: number): Promise<Session | undefined> {
  const [row] = await queryRows<{ id: number; account_id: number; strategy: number }>(
    db,
    sql`select s.id, s.account_id, a.strategy
        from ${sessions} s join ${accounts} a on a.id = s.account_id
        where s.id = ${sessionId} and s.revoked_at is null and s.expires_at > now() and a.locked is not true`,
  );
  if (!row) return undefined;
  const strategy = strategyById(Number(row.strategy));
  return strategy ? { id: Number(row.id), accountId: Number(row.account_id), strategy } : undefined;
}

/**
 * Of `sessionIds`, those still live whose recruiter is still active: one query for every socket of the process,
 * run on the heartbeat, so that a logout, a password change, a lock or a deactivation closes the sockets within
 * seconds.
 */
export async function liveRecruiterSessions(db: Database, sessionIds: Iterable<number>): Promise<Set<number>> {
  const ids = [...new Set(sessionIds)].filter(Number.isSafeInteger);
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select s.id from ${sessions} s
        join ${accounts} a on a.id = s.account_id
        join ${recruiters} r on r.account_id = a.id
        where s.id = any(${`{${ids.join(",")}}`}::int[])
          and s.revoked_at is null and s.expires_at > now() and a.locked is not true and r.active is not false`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}
