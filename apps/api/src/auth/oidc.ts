/**
 * Sign-in with an identity provider: the authorization code flow with PKCE (S256), state and nonce,
 * through openid-client. Microsoft for recruiters (spec §2 "Microsoft Login", §4 first login with Microsoft),
 * LinkedIn, GitHub and Google for candidates — each only where the host's business configuration enables it
 * (`social_credentials`, business/config.ts).
 *
 * A flow in progress lives in `oidc_flows` (state stored as its SHA-256, single use, 10 minutes) and is bound to the
 * browser that started it by an HttpOnly cookie holding the state: a callback link someone else started signs
 * nobody in (login CSRF).
 */

import { sql } from "drizzle-orm";
import * as client from "openid-client";
import type { ProviderCredentials, SocialProvider } from "../business/config";
import { type Database, queryRows } from "../db/client";
import { oidcFlows } from "../db/schema";
import { hashToken } from "./secrets";

/** How long someone may take at the identity provider. */
export const FLOW_LIFETIME_S = 600;
/** The cookie binding a flow to its browser; only the callback path reads it. */
export const FLOW_COOKIE = "seleta_oidc_state";
export const CALLBACK_PREFIX = "/api/v1/auth";

/** Microsoft's tenant of personal accounts (outlook.com, hotmail.com): spec §8 personal_email. */
export const MICROSOFT_PERSONAL_TENANT = "9188040d-6c67-4c5b-b112-36a304b66dad";

type ProviderInfo = {
  strategy: "recruiters" | "candidates";
  /** OIDC issuer (discovery); GitHub has none and uses `oauth` unless a test issuer is configured. */
  issuer?: string;
  oauth?: {
    authorization_endpoint: string;
    token_endpoint: string;
    userinfo_endpoint: string;
    emails_endpoint: string;
    scope: string;
  };
  /** The scope of the OIDC flow (GitHub's plain OAuth flow has its own, in `oauth`). */
  scope: string;
  /** Extra authorization parameters. */
  parameters?: Record<string, string>;
};

export const PROVIDERS: Readonly<Record<SocialProvider, ProviderInfo>> = {
  // The multi-tenant endpoint: work accounts of any directory and personal accounts (refused after sign-in).
  microsoft: {
    strategy: "recruiters",
    issuer: "https://login.microsoftonline.com/common/v2.0",
    scope: "openid profile email",
    parameters: { prompt: "select_account" },
  },
  linkedin: { strategy: "candidates", issuer: "https://www.linkedin.com/oauth", scope: "openid profile email" },
  google: { strategy: "candidates", issuer: "https://accounts.google.com", scope: "openid profile email" },
  github: {
    strategy: "candidates",
    oauth: {
      authorization_endpoint: "https://github.com/login/oauth/authorize",
      token_endpoint: "https://github.com/login/oauth/access_token",
      userinfo_endpoint: "https://api.github.com/user",
      emails_endpoint: "https://api.github.com/user/emails",
      scope: "read:user user:email",
    },
    scope: "openid profile email",
  },
};

/** What the callback learns of the person. */
export type ExternalIdentity = {
  provider: SocialProvider;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  /** Microsoft's directory (tenant) id. */
  tenant: string | undefined;
};

const configurations = new Map<string, { at: number; config: Promise<client.Configuration> }>();
const CONFIGURATION_TTL_MS = 3_600_000;

function isLoopback(url: URL): boolean {
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

/** The provider's configuration (discovery, cached an hour); a plain-http issuer only on loopback (tests). */
async function configurationFor(
  provider: SocialProvider,
  credentials: ProviderCredentials,
): Promise<client.Configuration> {
  const info = PROVIDERS[provider];
  const issuer = credentials.issuer ?? info.issuer;
  const key = `${provider} ${issuer ?? "oauth"} ${credentials.clientId}`;
  const cached = configurations.get(key);
  if (cached && Date.now() - cached.at < CONFIGURATION_TTL_MS) return cached.config;
  const config = (async () => {
    if (!issuer && info.oauth) {
      const { scope: _scope, emails_endpoint: _emails, ...endpoints } = info.oauth;
      return new client.Configuration(
        { issuer: "https://github.com", ...endpoints },
        credentials.clientId,
        credentials.clientSecret,
      );
    }
    const url = new URL(issuer as string);
    return client.discovery(url, credentials.clientId, credentials.clientSecret, undefined, {
      ...(isLoopback(url) ? { execute: [client.allowInsecureRequests] } : {}),
      timeout: 10,
    });
  })();
  configurations.set(key, { at: Date.now(), config });
  config.catch(() => configurations.delete(key));
  return config;
}

export type StartedFlow = { url: string; state: string };

/** Starts a flow: the provider's authorization URL, and the state the browser keeps in FLOW_COOKIE. */
export async function startFlow(
  db: Database,
  options: {
    provider: SocialProvider;
    credentials: ProviderCredentials;
    /** `https://host` the browser uses: the callback comes back there (and its cookies with it). */
    origin: string;
    businessId: number | undefined;
    /** A signed-in account linking the provider rather than signing in. */
    accountId?: number | undefined;
    returnTo?: string | undefined;
  },
): Promise<StartedFlow> {
  const info = PROVIDERS[options.provider];
  const config = await configurationFor(options.provider, options.credentials);
  const state = client.randomState();
  const oidc = Boolean(config.serverMetadata().jwks_uri);
  const nonce = oidc ? client.randomNonce() : undefined;
  const codeVerifier = client.randomPKCECodeVerifier();
  const redirectUri = `${options.origin}${CALLBACK_PREFIX}/${options.provider}/callback`;
  await db.drizzle.insert(oidcFlows).values({
    state_hash: hashToken(state),
    provider: options.provider,
    strategy: info.strategy,
    code_verifier: codeVerifier,
    nonce: nonce ?? null,
    redirect_uri: redirectUri,
    return_to: options.returnTo ?? null,
    business_id: options.businessId ?? null,
    account_id: options.accountId ?? null,
    expires_at: new Date(Date.now() + FLOW_LIFETIME_S * 1000).toISOString(),
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: oidc || !info.oauth ? info.scope : info.oauth.scope,
    state,
    ...(nonce ? { nonce } : {}),
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    // Provider-specific parameters (Microsoft's account picker) only at the real provider, not a stand-in issuer.
    ...(options.credentials.issuer ? {} : info.parameters),
  });
  return { url: url.href, state };
}

export type PendingFlow = {
  provider: SocialProvider;
  strategy: "recruiters" | "candidates";
  codeVerifier: string;
  nonce: string | null;
  redirectUri: string;
  returnTo: string | null;
  businessId: number | null;
  accountId: number | null;
};

/** Takes the flow of a state out of the table (single use); undefined when unknown, expired or another provider's. */
export async function takeFlow(db: Database, provider: string, state: string): Promise<PendingFlow | undefined> {
  const [row] = await queryRows<{
    provider: SocialProvider;
    strategy: "recruiters" | "candidates";
    code_verifier: string;
    nonce: string | null;
    redirect_uri: string;
    return_to: string | null;
    business_id: number | null;
    account_id: number | null;
    live: boolean;
  }>(
    db,
    sql`delete from ${oidcFlows} where state_hash = ${hashToken(state)}
        returning provider, strategy, code_verifier, nonce, redirect_uri, return_to, business_id, account_id,
                  expires_at > now() as live`,
  );
  // Old flows nobody finished.
  await queryRows(db, sql`delete from ${oidcFlows} where expires_at < now() - interval '1 day'`);
  if (!row?.live || row.provider !== provider) return undefined;
  return {
    provider: row.provider,
    strategy: row.strategy,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    redirectUri: row.redirect_uri,
    returnTo: row.return_to,
    businessId: row.business_id === null ? null : Number(row.business_id),
    accountId: row.account_id === null ? null : Number(row.account_id),
  };
}

/** Exchanges the code (PKCE, state, nonce checked by openid-client) and reads who signed in. */
export async function finishFlow(
  flow: PendingFlow,
  credentials: ProviderCredentials,
  callbackQuery: URLSearchParams,
  state: string,
): Promise<ExternalIdentity> {
  const config = await configurationFor(flow.provider, credentials);
  // The URL the provider redirected to, as registered: behind a proxy the request's own URL may differ.
  const currentUrl = new URL(`${flow.redirectUri}?${callbackQuery.toString()}`);
  const tokens = await client.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: flow.codeVerifier,
    expectedState: state,
    ...(flow.nonce ? { expectedNonce: flow.nonce, idTokenExpected: true } : {}),
  });
  const idClaims = tokens.claims();
  if (idClaims) {
    const info = config.serverMetadata().userinfo_endpoint
      ? await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)
      : {};
    const claims: Record<string, unknown> = { ...info, ...idClaims };
    const email =
      stringClaim(claims.email) ?? (flow.provider === "microsoft" ? stringClaim(claims.preferred_username) : undefined);
    return {
      provider: flow.provider,
      subject: String(idClaims.sub),
      email: email?.toLowerCase(),
      // Microsoft's `email` is whatever a tenant's administrator typed (the "nOAuth" flaw): it proves an address
      // only with the optional claim xms_edov (e-mail domain owner verified), which the app registration must ask for.
      emailVerified: claims.email_verified === true || (flow.provider === "microsoft" && claims.xms_edov === true),
      name: stringClaim(claims.name),
      tenant: stringClaim(claims.tid),
    };
  }
  return githubIdentity(config, tokens.access_token);
}

async function githubIdentity(config: client.Configuration, accessToken: string): Promise<ExternalIdentity> {
  const endpoints = PROVIDERS.github.oauth;
  if (!endpoints) throw new Error("GitHub endpoints missing");
  const get = async (url: string) => {
    const response = await client.fetchProtectedResource(
      config,
      accessToken,
      new URL(url),
      "GET",
      undefined,
      new Headers({ accept: "application/vnd.github+json" }),
    );
    return response.json();
  };
  const user = (await get(endpoints.userinfo_endpoint)) as { id: number; name?: string; login: string };
  const emails = (await get(endpoints.emails_endpoint)) as { email: string; primary: boolean; verified: boolean }[];
  const primary = emails.find((entry) => entry.primary && entry.verified);
  return {
    provider: "github",
    subject: String(user.id),
    email: primary?.email.toLowerCase(),
    emailVerified: Boolean(primary),
    name: user.name ?? user.login,
    tenant: undefined,
  };
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}
