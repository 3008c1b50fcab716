/**
 * Signing in, signing up and getting back in: password checks with lockout, single-use mail tokens, password
 * reset. Unknown e-mails and wrong passwords take the same work and get the same answer.
 *
 * Lockout follows OWASP's device-cookie scheme: a browser that signed in to an account before holds a device
 * cookie for it. Failures are counted per device cookie for such a browser, and per strategy and e-mail for every
 * other one (whether or not the e-mail has an account). Past the threshold, browsers without a device cookie are
 * refused for that e-mail for a while — a stranger's guesses lock out strangers, not the owner's browser — and a
 * device cookie that keeps failing is locked by itself. A completed password reset lifts both. A password typed
 * again by a signed-in session is limited the same way, per account (`verifyReenteredPassword`).
 */
import { createHash } from "node:crypto";
import type { Locale } from "@seleta/domain";
import { type SQL, sql } from "drizzle-orm";
import { type Database, type Executor, queryRows } from "../db/client";
import { type AuthTokenPurpose, accounts, authTokens, candidates, signInThrottles, trustedDevices } from "../db/schema";
import { HttpError } from "../edge/errors";
import { loadPrincipal } from "./principal";
import { checkPassword, hashPassword, hashToken, newToken } from "./secrets";
import { revokeAccountSessions, type Session } from "./session";
import { STRATEGIES, type StrategyInfo, strategyById } from "./strategies";

/** 20 failed sign-ins within an hour lock out the untrusted browsers of an e-mail (or one device cookie) for an hour. */
export const LOCKOUT_THRESHOLD = 20;
export const LOCKOUT_WINDOW_S = 3600;
export const LOCKOUT_DURATION_S = 3600;
/** A device cookie is trusted for a year after its last sign-in. */
export const DEVICE_LIFETIME_S = 365 * 86_400;
/** Devices an account keeps trusting (the most recently used). */
export const DEVICES_PER_ACCOUNT = 20;
/** Password-reset links work for 6 hours; confirmation links for 3 days (people confirm later than they reset). */
export const TOKEN_LIFETIME_S: Record<AuthTokenPurpose, number> = {
  password_reset: 6 * 3600,
  confirmation: 72 * 3600,
  // Erasing an account cannot be undone: the link is short-lived, like a reset's, but a day lets a person sleep on it.
  account_deletion: 24 * 3600,
};

export function invalidCredentials(): HttpError {
  return new HttpError(401, "invalid_credentials", "E-mail or password is incorrect.");
}

export class AccountLockedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      401,
      "account_locked",
      "Too many failed sign-ins with this e-mail: sign-in is paused for a while on browsers that have not signed in to it before. Try again later, sign in from a browser you used before, or reset your password.",
    );
  }
}

/**
 * Too many wrong passwords typed by a signed-in session: 429, the seconds to wait in `retryAfterSeconds`, the message
 * (and the password field's) in the caller's language.
 */
export class PasswordReentryLockedError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    locale: Locale,
    field: string,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    const message =
      locale === "en"
        ? `Too many wrong passwords: try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`
        : `Muitas tentativas com a senha errada: tente de novo em ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`;
    super(429, "too_many_password_attempts", message, { [field]: [message] });
  }
}

/** The key failed sign-ins of untrusted browsers are counted under: the strategy and the normalised e-mail. */
export function throttleKey(strategy: Pick<StrategyInfo, "id">, email: string): string {
  return createHash("sha256").update(`${strategy.id}:${email.trim().toLowerCase()}`).digest("hex");
}

/** What a sign-in starts from: the account (if any), the device cookie's row (if valid for it), the lockouts. */
type SignInRow = {
  account_id: number | null;
  password_hash: string | null;
  deactivated: boolean | null;
  device_id: number | null;
  device_locked_for: number | null;
  untrusted_locked_for: number | null;
};

/** The answer of a sign-in: the account, and a new device token when the browser had none for it. */
export type VerifiedSignIn = { accountId: number; newDeviceToken: string | undefined };

const lockedFor = (column: SQL) =>
  sql`case when ${column} > now() then ceil(extract(epoch from ${column} - now()))::int end`;

/**
 * Checks e-mail and password for a strategy, from a browser holding `deviceTokens` (its device cookie's tokens),
 * and answers the account, or throws the same `invalid_credentials` for an unknown e-mail, a wrong password and a
 * deactivated person, or `account_locked` once the lockout applies to this browser — alike for every e-mail.
 */
export async function verifyCredentials(
  db: Database,
  strategy: StrategyInfo,
  email: string,
  password: string,
  deviceTokens: readonly string[] = [],
): Promise<VerifiedSignIn> {
  const key = throttleKey(strategy, email);
  // One statement for every e-mail, known or not: the same work whatever the answer will be.
  const hashes = [...deviceTokens.map(hashToken), ""].map((hash) => sql`${hash}`);
  const [row] = await queryRows<SignInRow>(
    db,
    sql`select a.id as account_id, a.password_hash, a.locked as deactivated,
               d.id as device_id, ${lockedFor(sql`d.locked_until`)} as device_locked_for,
               ${lockedFor(sql`t.locked_until`)} as untrusted_locked_for
        from (select 1) as one
        left join ${accounts} a on a.strategy = ${strategy.id} and a.email = ${email}
        left join ${trustedDevices} d on d.account_id = a.id and d.expires_at > now()
                                     and d.token_hash in (${sql.join(hashes, sql`, `)})
        left join ${signInThrottles} t on t.key_hash = ${key}
        order by d.locked_until nulls first
        limit 1`,
  );
  const deviceId = row?.device_id ? Number(row.device_id) : undefined;
  const locked = deviceId !== undefined ? row?.device_locked_for : row?.untrusted_locked_for;
  if (locked) throw new AccountLockedError(Number(locked));

  const matches = await checkPassword(row?.password_hash, password);
  const accountId = row?.account_id ? Number(row.account_id) : undefined;
  if (!matches || accountId === undefined) {
    const nowLocked =
      deviceId !== undefined ? await recordDeviceFailure(db, deviceId) : await recordUntrustedFailure(db, key);
    if (nowLocked) throw new AccountLockedError(nowLocked);
    throw invalidCredentials();
  }
  // A person deactivated (or without portal access) has a password that no longer opens anything.
  const principal = await loadPrincipal(db, { id: 0, accountId, strategy } satisfies Session);
  if (row?.deactivated === true || !principal) throw invalidCredentials();
  await recordSignIn(db, accountId);
  if (deviceId !== undefined) {
    await queryRows(
      db,
      sql`update ${trustedDevices} set failures = 0, window_started_at = null, last_used_at = now(),
                 expires_at = now() + make_interval(secs => ${DEVICE_LIFETIME_S})
          where id = ${deviceId}`,
    );
    return { accountId, newDeviceToken: undefined };
  }
  return { accountId, newDeviceToken: await issueDeviceToken(db, accountId) };
}

/** The key an account's wrong re-entered passwords are counted under (beside the sign-in keys, never one of them). */
export function reentryThrottleKey(accountId: number): string {
  return createHash("sha256").update(`reentry:${accountId}`).digest("hex");
}

/**
 * Checks the password a signed-in session types again (to ask for its account's erasure, or any other step that
 * re-asks it): true when it matches. This is the one way a route checks such a password, because a session is a
 * guessing oracle otherwise: wrong passwords are counted per account like a stranger's sign-ins (the same table,
 * window and threshold, under the account's own key), and past the threshold every re-entry of the account is
 * refused, the right password too, with PasswordReentryLockedError until the lock ends. A password reset lifts it.
 */
export async function verifyReenteredPassword(
  db: Database,
  accountId: number,
  password: string,
  refusal: { locale: Locale; field: string },
): Promise<boolean> {
  const key = reentryThrottleKey(accountId);
  const [row] = await queryRows<{ password_hash: string | null; locked_for: number | null }>(
    db,
    sql`select a.password_hash, ${lockedFor(sql`t.locked_until`)} as locked_for
        from ${accounts} a left join ${signInThrottles} t on t.key_hash = ${key}
        where a.id = ${accountId}`,
  );
  if (row?.locked_for) throw new PasswordReentryLockedError(Number(row.locked_for), refusal.locale, refusal.field);
  if (await checkPassword(row?.password_hash, password)) return true;
  const nowLocked = await recordUntrustedFailure(db, key);
  if (nowLocked) throw new PasswordReentryLockedError(nowLocked, refusal.locale, refusal.field);
  return false;
}

/**
 * A device cookie's token for a browser that just signed in to the account; only its hash is stored. An account
 * keeps its DEVICES_PER_ACCOUNT most recently used devices: API clients that sign in without keeping cookies would
 * otherwise add a row at every sign-in.
 */
async function issueDeviceToken(db: Database, accountId: number): Promise<string> {
  const token = newToken();
  await db.drizzle.insert(trustedDevices).values({
    token_hash: hashToken(token),
    account_id: accountId,
    expires_at: new Date(Date.now() + DEVICE_LIFETIME_S * 1000).toISOString(),
  });
  await queryRows(
    db,
    sql`delete from ${trustedDevices}
        where account_id = ${accountId}
          and id not in (select id from ${trustedDevices} where account_id = ${accountId}
                         order by last_used_at desc, id desc limit ${DEVICES_PER_ACCOUNT})`,
  );
  return token;
}

/** The same window arithmetic for both counters: a failure in the current window adds one, else starts one. */
const inWindow = (startedAt: SQL) => sql`${startedAt} > now() - make_interval(secs => ${LOCKOUT_WINDOW_S})`;

/** Counts an untrusted browser's failure for the e-mail; locks its untrusted browsers at the threshold. */
async function recordUntrustedFailure(db: Database, key: string): Promise<number | undefined> {
  // Counters whose window and lock are over tell nothing any more: each failure clears a few (indexed by window).
  await queryRows(
    db,
    sql`delete from ${signInThrottles}
        where key_hash in (select key_hash from ${signInThrottles}
                           where window_started_at < now() - make_interval(secs => ${LOCKOUT_WINDOW_S})
                             and (locked_until is null or locked_until < now()) and key_hash <> ${key}
                           limit 20)`,
  );
  const started = sql.raw(`"sign_in_throttles"."window_started_at"`);
  const [row] = await queryRows<{ failures: number }>(
    db,
    sql`insert into ${signInThrottles} (key_hash, failures, window_started_at) values (${key}, 1, now())
        on conflict (key_hash) do update set
          failures = case when ${inWindow(started)} then ${signInThrottles.failures} + 1 else 1 end,
          window_started_at = case when ${inWindow(started)} then ${started} else now() end
        returning failures`,
  );
  if (Number(row?.failures) < LOCKOUT_THRESHOLD) return undefined;
  await queryRows(
    db,
    sql`update ${signInThrottles} set locked_until = now() + make_interval(secs => ${LOCKOUT_DURATION_S}),
               failures = 0, window_started_at = now()
        where key_hash = ${key}`,
  );
  return LOCKOUT_DURATION_S;
}

/** Counts a failure of a trusted browser against its own device cookie; locks that cookie at the threshold. */
async function recordDeviceFailure(db: Database, deviceId: number): Promise<number | undefined> {
  const [row] = await queryRows<{ failures: number }>(
    db,
    sql`update ${trustedDevices} set
          failures = case when ${inWindow(sql`window_started_at`)} then failures + 1 else 1 end,
          window_started_at = case when ${inWindow(sql`window_started_at`)} then window_started_at else now() end
        where id = ${deviceId}
        returning failures`,
  );
  if (Number(row?.failures) < LOCKOUT_THRESHOLD) return undefined;
  await queryRows(
    db,
    sql`update ${trustedDevices} set locked_until = now() + make_interval(secs => ${LOCKOUT_DURATION_S}),
               failures = 0, window_started_at = null
        where id = ${deviceId}`,
  );
  return LOCKOUT_DURATION_S;
}

/**
 * A sign-in is activity: the account's last sign-in, and a candidate's last activity, which the retention job
 * reads (an idle candidate who signs in again is no longer erased).
 */
export async function recordSignIn(db: Database, accountId: number): Promise<void> {
  await queryRows(db, sql`update ${accounts} set last_sign_in_at = now() where id = ${accountId}`);
  await queryRows(db, sql`update ${candidates} set last_activity_at = now() where account_id = ${accountId}`);
}

/** Whether the account is locked (an administrator's doing, or too many failures). */
export async function accountLocked(db: Database, accountId: number): Promise<boolean> {
  const [account] = await queryRows<{ locked: boolean | null }>(
    db,
    sql`select locked from ${accounts} where id = ${accountId}`,
  );
  return account?.locked === true;
}

/** The account's last sign-in is now. */
export async function touchLastSignIn(db: Database, accountId: number): Promise<void> {
  await queryRows(db, sql`update ${accounts} set last_sign_in_at = now() where id = ${accountId}`);
}

/** The candidate account of an e-mail that is still waiting for its confirmation, or undefined. */
export async function unconfirmedCandidate(
  db: Database,
  email: string,
): Promise<{ account_id: number; name: string | null; business_id: number } | undefined> {
  const [candidate] = await queryRows<{ account_id: number; name: string | null; business_id: number }>(
    db,
    sql`select a.id as account_id, a.name, c.business_id
        from ${accounts} a join ${candidates} c on c.account_id = a.id
        where a.strategy = ${STRATEGIES.candidates.id} and a.email = ${email}
          and a.confirmed_at is null and c.confirmed = false`,
  );
  return candidate;
}

/**
 * Adds a candidate's account and its candidate in one statement, or nothing when the e-mail has an account: the id
 * created, and the id of the account the e-mail already had (as this statement's snapshot saw it).
 */
export async function signUpCandidate(
  db: Database,
  candidate: { email: string; name: string; businessId: number; passwordHash: string },
): Promise<{ created_id: number | null; existing_id: number | null } | undefined> {
  const { email, name, businessId, passwordHash } = candidate;
  const strategy = STRATEGIES.candidates;
  const [row] = await queryRows<{ created_id: number | null; existing_id: number | null }>(
    db,
    sql`with account as (
          insert into ${accounts} (email, name, strategy, business_id, password_hash)
          values (${email}, ${name}, ${strategy.id}, ${businessId}, ${passwordHash})
          on conflict (strategy, email) do nothing returning id
        ), candidate as (
          insert into ${candidates} (business_id, name, email, status, confirmed, completed_register, account_id, created_by, updated_by)
          select ${businessId}, ${name}, ${email}, 2, false, false, id, id, id from account
          returning account_id
        )
        select (select account_id from candidate) as created_id,
               (select id from ${accounts} where strategy = ${strategy.id} and email = ${email}) as existing_id`,
  );
  return row;
}

/** Marks a candidate's account and candidate confirmed; the candidate as it now is. */
export async function confirmCandidate(
  db: Database,
  accountId: number,
): Promise<{ id: number; email: string; confirmed: boolean } | undefined> {
  await queryRows(db, sql`update ${accounts} set confirmed_at = now() where id = ${accountId}`);
  await queryRows(
    db,
    sql`update ${candidates} set confirmed = true, updated_at = now() where account_id = ${accountId}`,
  );
  const [candidate] = await queryRows<{ id: number; email: string; confirmed: boolean }>(
    db,
    sql`select id, email, confirmed from ${candidates} where account_id = ${accountId}`,
  );
  return candidate;
}

export async function findAccountId(db: Database, strategy: StrategyInfo, email: string): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from ${accounts} where strategy = ${strategy.id} and email = ${email}`,
  );
  return row ? Number(row.id) : undefined;
}

/** A new single-use token for the account; the previous unused ones of the same purpose stop working. */
export async function issueToken(executor: Executor, accountId: number, purpose: AuthTokenPurpose): Promise<string> {
  const token = newToken();
  await executor.execute(
    sql`update ${authTokens} set used_at = now()
        where account_id = ${accountId} and purpose = ${purpose} and used_at is null`,
  );
  await executor.insert(authTokens).values({
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

/** The e-mail and name of a mail token's account (none for an unknown token): what its new password must avoid. */
export async function personalDataOfToken(db: Database, token: string): Promise<string[]> {
  const [row] = await queryRows<{ email: string; name: string | null }>(
    db,
    sql`select a.email, a.name from ${authTokens} t join ${accounts} a on a.id = t.account_id
        where t.token_hash = ${hashToken(token)}`,
  );
  return row ? [row.email, row.name ?? ""] : [];
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

/**
 * Sets a new password, lifts the lockouts of the account's e-mail and of its re-entered passwords, and ends every
 * session of the account. Its device cookies are forgotten too: a reset often follows a suspected break-in, and a
 * device cookie copied from the owner's browser would otherwise keep getting past the lockout. The owner's browsers
 * earn a new one at the next sign-in.
 */
export async function changePassword(db: Database, accountId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const [account] = await queryRows<{ email: string; strategy: number }>(
    db,
    sql`update ${accounts} set password_hash = ${passwordHash}, updated_at = now()
        where id = ${accountId} returning email, strategy`,
  );
  const strategy = account && strategyById(Number(account.strategy));
  if (account && strategy) {
    await queryRows(db, sql`delete from ${signInThrottles} where key_hash = ${throttleKey(strategy, account.email)}`);
  }
  await queryRows(db, sql`delete from ${signInThrottles} where key_hash = ${reentryThrottleKey(accountId)}`);
  await queryRows(db, sql`delete from ${trustedDevices} where account_id = ${accountId}`);
  await revokeAccountSessions(db, accountId);
}
