/**
 * Tables of sign-in that the registry does not describe: sessions, single-use tokens, linked identity-provider
 * accounts, OIDC flows in progress, and the outbox mail waits in. Tokens are stored as SHA-256 hashes only: a
 * copy of the database opens no session.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { entityTables } from "./entities";

const accountId = () =>
  integer("account_id")
    .notNull()
    .references(() => entityTables.accounts.id, { onDelete: "cascade" });

const id = () => integer("id").primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamptz("created_at").notNull().defaultNow();

/** A signed-in browser or API client. `token_hash` = sha256(token); revoked on logout, password change, lock. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    token_hash: text("token_hash").notNull(),
    account_id: accountId(),
    created_at: createdAt(),
    expires_at: timestamptz("expires_at").notNull(),
    last_used_at: timestamptz("last_used_at"),
    revoked_at: timestamptz("revoked_at"),
    ip: text("ip"),
    user_agent: text("user_agent"),
  },
  (t) => [uniqueIndex("sessions_token_hash_key").on(t.token_hash), index("sessions_account_id_idx").on(t.account_id)],
);

export const AUTH_TOKEN_PURPOSES = ["confirmation", "password_reset", "account_deletion"] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

/** Single-use tokens sent by mail: e-mail confirmation, password reset, a candidate's confirmation of erasure. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    token_hash: text("token_hash").notNull(),
    account_id: accountId(),
    purpose: text("purpose").$type<AuthTokenPurpose>().notNull(),
    created_at: createdAt(),
    expires_at: timestamptz("expires_at").notNull(),
    used_at: timestamptz("used_at"),
  },
  (t) => [
    uniqueIndex("auth_tokens_token_hash_key").on(t.token_hash),
    index("auth_tokens_account_id_idx").on(t.account_id),
  ],
);

/**
 * Failed sign-ins from browsers without a valid device cookie, per strategy and e-mail — whether or not the e-mail
 * has an account, so a lockout tells nobody who has one. `key_hash` = sha256("<strategy id>:<normalised e-mail>"):
 * e-mails people mistyped or attackers tried are not kept in clear. Past the threshold, `locked_until` refuses
 * every untrusted browser for that e-mail; browsers with a device cookie are not affected.
 */
export const signInThrottles = pgTable(
  "sign_in_throttles",
  {
    key_hash: text("key_hash").primaryKey(),
    failures: integer("failures").notNull().default(0),
    window_started_at: timestamptz("window_started_at").notNull().defaultNow(),
    locked_until: timestamptz("locked_until"),
  },
  (t) => [index("sign_in_throttles_window_started_at_idx").on(t.window_started_at)],
);

/**
 * Device cookies (OWASP's "slow brute force" defence): a browser that signed in to the account with the right
 * password. `token_hash` = sha256(token). Its own failures are counted here, and past the threshold the device
 * cookie is locked by itself. A password reset forgets the account's devices.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    id: id(),
    token_hash: text("token_hash").notNull(),
    account_id: accountId(),
    created_at: createdAt(),
    last_used_at: timestamptz("last_used_at").notNull().defaultNow(),
    expires_at: timestamptz("expires_at").notNull(),
    failures: integer("failures").notNull().default(0),
    window_started_at: timestamptz("window_started_at"),
    locked_until: timestamptz("locked_until"),
  },
  (t) => [
    uniqueIndex("trusted_devices_token_hash_key").on(t.token_hash),
    index("trusted_devices_account_id_idx").on(t.account_id),
  ],
);

/** An account linked to an identity provider's subject (Microsoft, LinkedIn, GitHub, Google). */
export const identities = pgTable(
  "identities",
  {
    id: id(),
    account_id: accountId(),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("identities_provider_subject_key").on(t.provider, t.subject),
    index("identities_account_id_idx").on(t.account_id),
  ],
);

/** An OIDC authorization-code flow between the redirect and the callback: state, PKCE verifier and nonce. */
export const oidcFlows = pgTable(
  "oidc_flows",
  {
    id: id(),
    state_hash: text("state_hash").notNull(),
    provider: text("provider").notNull(),
    strategy: text("strategy").notNull(),
    code_verifier: text("code_verifier").notNull(),
    nonce: text("nonce"),
    redirect_uri: text("redirect_uri").notNull(),
    return_to: text("return_to"),
    business_id: integer("business_id").references(() => entityTables.businesses.id, { onDelete: "cascade" }),
    /** A signed-in recruiter linking Microsoft to the account (rather than signing in). */
    account_id: integer("account_id").references(() => entityTables.accounts.id, { onDelete: "cascade" }),
    created_at: createdAt(),
    expires_at: timestamptz("expires_at").notNull(),
  },
  (t) => [uniqueIndex("oidc_flows_state_hash_key").on(t.state_hash)],
);

/** Every mail the application sends: sent by SMTP when configured (sent_at), otherwise kept for an administrator to read. */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    business_id: integer("business_id").references(() => entityTables.businesses.id, { onDelete: "set null" }),
    to_email: text("to_email").notNull(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    /** The body as delivered, secrets included: read only to send it (src/mail/outbox.ts says why it is kept). */
    body: text("body").notNull(),
    /** The body with the mail's secrets masked: the only text of a mail answered over HTTP. */
    shown_body: text("shown_body").notNull().default(""),
    /** Structured data for the template (links, tokens): what a test or the SMTP sender reads. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    created_at: createdAt(),
    sent_at: timestamptz("sent_at"),
    /** SMTP attempts so far and the last failure's answer (the sender retries, an admin reads why). */
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
  },
  (t) => [
    index("outbox_to_email_idx").on(t.to_email),
    index("outbox_created_at_idx").on(t.created_at),
    // The per-recipient cap's count (mail/outbox.ts CAPPED_KINDS): one address's recent mail of one kind.
    index("outbox_recipient_idx").on(sql`lower(${t.to_email})`, t.kind, t.created_at),
    // The delivery run's question every 15 s: what is still waiting (a few rows among every mail ever written).
    index("outbox_waiting_idx").on(t.created_at).where(sql`sent_at is null`),
  ],
);
