/**
 * Signing in, signing up and getting back in: password checks with lockout, single-use mail tokens, password
 * reset. Unknown e-mails and wrong passwords take the same time and get the same answer.
 */
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { type AuthTokenPurpose, accounts, authTokens } from "../db/schema";
import { HttpError } from "../errors";
import { loadPrincipal } from "./principal";
import { checkPassword, hashPassword, hashToken, newToken } from "./secrets";
import { revokeAccountSessions, type Session } from "./session";
import type { StrategyInfo } from "./strategies";

/** 20 failed sign-ins within an hour lock the account for an hour (issue 5). */
export const LOCKOUT_THRESHOLD = 20;
export const LOCKOUT_WINDOW_S = 3600;
export const LOCKOUT_DURATION_S = 3600;
/** Password-reset links work for 6 hours; confirmation links for 3 days (people confirm later than they reset). */
export const TOKEN_LIFETIME_S: Record<AuthTokenPurpose, number> = {
  password_reset: 6 * 3600,
  confirmation: 72 * 3600,
};

export function invalidCredentials(): HttpError {
  return new HttpError(401, "invalid_credentials", "E-mail or password is incorrect.");
}

export class AccountLockedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      401,
      "account_locked",
      "Too many failed sign-ins: this account is locked for an hour. Try again later or reset your password.",
    );
  }
}

type AccountRow = {
  id: number;
  password_hash: string | null;
  locked: boolean | null;
  locked_for: number | null;
};

/**
 * Checks e-mail and password for a strategy and answers the account's session-to-be, or throws the same
 * `invalid_credentials` for an unknown e-mail, a wrong password and a deactivated person.
 */
export async function verifyCredentials(
  db: Database,
  strategy: StrategyInfo,
  email: string,
  password: string,
): Promise<number> {
  const [account] = await queryRows<AccountRow>(
    db,
    sql`select id, password_hash, locked,
               case when locked_until > now() then ceil(extract(epoch from locked_until - now()))::int end as locked_for
        from ${accounts} where strategy = ${strategy.id} and email = ${email}`,
  );
  if (account?.locked_for) throw new AccountLockedError(Number(account.locked_for));
  const matches = await checkPassword(account?.password_hash, password);
  if (!account) throw invalidCredentials();
  if (!matches) {
    const lockedFor = await recordFailure(db, account.id);
    if (lockedFor) throw new AccountLockedError(lockedFor);
    throw invalidCredentials();
  }
  // A person deactivated (or without portal access) has a password that no longer opens anything.
  const principal = await loadPrincipal(db, { id: 0, accountId: account.id, strategy } satisfies Session);
  if (account.locked === true || !principal) throw invalidCredentials();
  await queryRows(
    db,
    sql`update ${accounts} set failed_logins = 0, failed_logins_since = null, locked_until = null,
               last_sign_in_at = now() where id = ${account.id}`,
  );
  return account.id;
}

/** Counts a failure in the current hour's window; locks at the threshold. Answers the lock's seconds, if locked. */
async function recordFailure(db: Database, accountId: number): Promise<number | undefined> {
  const [row] = await queryRows<{ locked: boolean }>(
    db,
    sql`update ${accounts} set
          failed_logins = case when failed_logins_since > now() - make_interval(secs => ${LOCKOUT_WINDOW_S})
                               then failed_logins + 1 else 1 end,
          failed_logins_since = case when failed_logins_since > now() - make_interval(secs => ${LOCKOUT_WINDOW_S})
                                     then failed_logins_since else now() end
        where id = ${accountId}
        returning failed_logins >= ${LOCKOUT_THRESHOLD} as locked`,
  );
  if (!row?.locked) return undefined;
  await queryRows(
    db,
    sql`update ${accounts} set locked_until = now() + make_interval(secs => ${LOCKOUT_DURATION_S}),
               failed_logins = 0, failed_logins_since = null
        where id = ${accountId}`,
  );
  return LOCKOUT_DURATION_S;
}

export async function findAccountId(db: Database, strategy: StrategyInfo, email: string): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from ${accounts} where strategy = ${strategy.id} and email = ${email}`,
  );
  return row ? Number(row.id) : undefined;
}

/** A new single-use token for the account; the previous unused ones of the same purpose stop working. */
export async function issueToken(db: Database, accountId: number, purpose: AuthTokenPurpose): Promise<string> {
  const token = newToken();
  await queryRows(
    db,
    sql`update ${authTokens} set used_at = now()
        where account_id = ${accountId} and purpose = ${purpose} and used_at is null`,
  );
  await db.drizzle.insert(authTokens).values({
    token_hash: hashToken(token),
    account_id: accountId,
    purpose,
    expires_at: new Date(Date.now() + TOKEN_LIFETIME_S[purpose] * 1000).toISOString(),
  });
  return token;
}

export function invalidToken(): HttpError {
  return new HttpError(400, "invalid_token", "This link is not valid. Ask for a new one.", {
    token: ["This link is not valid."],
  });
}

/**
 * Spends a token: answers its account, or throws `invalid_token` (unknown, or another strategy's),
 * `token_used` or `token_expired` (410). Spending is atomic: of two requests with one token, one wins.
 */
export async function consumeToken(
  db: Database,
  token: string,
  purpose: AuthTokenPurpose,
  strategy: StrategyInfo,
): Promise<number> {
  const [row] = await queryRows<{ id: number; account_id: number; used: boolean; expired: boolean; strategy: number }>(
    db,
    sql`select t.id, t.account_id, t.used_at is not null as used, t.expires_at <= now() as expired, a.strategy
        from ${authTokens} t join ${accounts} a on a.id = t.account_id
        where t.token_hash = ${hashToken(token)} and t.purpose = ${purpose}`,
  );
  if (!row || Number(row.strategy) !== strategy.id) throw invalidToken();
  if (row.used) throw new HttpError(410, "token_used", "This link was already used. Ask for a new one.");
  if (row.expired) throw new HttpError(410, "token_expired", "This link has expired. Ask for a new one.");
  const [spent] = await queryRows<{ id: number }>(
    db,
    sql`update ${authTokens} set used_at = now() where id = ${row.id} and used_at is null returning id`,
  );
  if (!spent) throw new HttpError(410, "token_used", "This link was already used. Ask for a new one.");
  return Number(row.account_id);
}

/** Sets a new password, lifts a lockout and ends every session of the account. */
export async function changePassword(db: Database, accountId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await queryRows(
    db,
    sql`update ${accounts} set password_hash = ${passwordHash}, failed_logins = 0, failed_logins_since = null,
               locked_until = null, updated_at = now()
        where id = ${accountId}`,
  );
  await revokeAccountSessions(db, accountId);
}
