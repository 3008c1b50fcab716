/**
 * Sessions over HTTP: the token travels in an HttpOnly, SameSite=Lax cookie per strategy (`auth._token.<strategy>`,
 * the names the web app's session state uses) or, for API clients, as `Authorization: Bearer <token>`.
 */
import {
  AUTH_COOKIE_MAX_AGE_S,
  type AuthStrategy,
  type Locale,
  SHORTLIST_TOKEN_COOKIE,
  STRATEGY_COOKIE,
  shortlistReviewPath,
  tokenCookie,
} from "@seleta/domain";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Database } from "../db/client";
import { bearerToken } from "../edge/bearerToken";
import { HttpError, requestLocale } from "../edge/errors";
import { PasswordReentryLockedError, verifyReenteredPassword } from "./accounts";
import type { AccountPrincipal, Principal, PrincipalOf } from "./principal";
import { findSessionPrincipal } from "./session";

declare module "fastify" {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** Spec §9: cookies other than the auth token live 24 h. */
const STRATEGY_COOKIE_MAX_AGE_S = 86_400;

/**
 * Every cookie the server writes: SameSite=Lax (a link followed from a mail or another site must arrive with it, and
 * no other site's write carries it), Secure on https, the whole site unless a narrower path is named.
 */
function cookieOptions(request: FastifyRequest, maxAge: number, httpOnly: boolean, path = "/") {
  return { path, httpOnly, sameSite: "lax" as const, secure: request.protocol === "https", maxAge };
}

/**
 * Keeps a shortlist link's token in the browser after its first open, so the address no longer holds it: HttpOnly,
 * scoped to that shortlist's pages (`shortlistReviewPath`: the browser sends it to no other path, so a link grants
 * its own shortlist only), for as long as the link works. Lax rather than Strict: the first page after the link's
 * redirect is still a navigation another site started (the mail's), and Strict would withhold the cookie from it.
 */
export function setShortlistCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  uid: string,
  token: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(SHORTLIST_TOKEN_COOKIE, token, cookieOptions(request, maxAgeSeconds, true, shortlistReviewPath(uid)));
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, strategy: AuthStrategy, token: string) {
  reply.setCookie(tokenCookie(strategy), token, cookieOptions(request, AUTH_COOKIE_MAX_AGE_S, true));
  // The web app reads which strategy is signed in (spec §4); it is not a secret.
  reply.setCookie(STRATEGY_COOKIE, strategy, cookieOptions(request, STRATEGY_COOKIE_MAX_AGE_S, false));
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply, strategy: AuthStrategy) {
  const options = { path: "/", sameSite: "lax" as const, secure: request.protocol === "https" };
  reply.clearCookie(tokenCookie(strategy), { ...options, httpOnly: true });
  reply.clearCookie(STRATEGY_COOKIE, options);
}

/** The device cookie of a strategy (OWASP's device cookie: this browser signed in to these accounts before). */
export function deviceCookie(strategy: AuthStrategy): string {
  return `auth._device.${strategy}`;
}

/** How many accounts' device tokens one browser keeps per strategy (people sharing a computer). */
const DEVICE_TOKENS_PER_BROWSER = 5;
const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The device tokens a sign-in request carries: well-formed ones only, at most a handful. Every cookie of the name
 * counts, whatever its path: a browser may still hold one scoped to the API's sign-in path beside the site-wide one.
 */
export function requestDeviceTokens(request: FastifyRequest, strategy: AuthStrategy): string[] {
  const name = deviceCookie(strategy);
  const values = (request.headers.cookie ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${name}=`))
    .map((pair) => pair.slice(name.length + 1));
  const tokens = values.flatMap((value) => value.split(".")).filter((token) => DEVICE_TOKEN_PATTERN.test(token));
  return [...new Set(tokens)].slice(0, DEVICE_TOKENS_PER_BROWSER);
}

/**
 * Writes the browser's device cookie after a sign-in: the new device token (if one was issued) first, then the
 * tokens it held. HttpOnly, Secure on https, SameSite=Lax, kept as long as the server trusts it (each sign-in renews
 * both). Its path is the whole site, because every sign-in form must carry it to the lockout
 * check: the candidates' form posts to its page (`/?login`), whose action calls the API in-process with the page's
 * cookies, so a cookie scoped to the API's path would never reach it. Sending it everywhere is safe: HttpOnly keeps
 * it from scripts, SameSite from other sites' requests, it opens nothing (the password is still asked; it only
 * spares its browser the lockout meant for strangers) and the server keeps only its hash. A cookie of the name
 * scoped to the API's sign-in path, which browsers may still hold, is expired: its tokens move into this one.
 */
export function writeDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  strategy: AuthStrategy,
  token: string | undefined,
  maxAgeSeconds: number,
) {
  const kept = requestDeviceTokens(request, strategy).filter((existing) => existing !== token);
  const value = [...(token ? [token] : []), ...kept].slice(0, DEVICE_TOKENS_PER_BROWSER).join(".");
  if (!value) return;
  reply.setCookie(deviceCookie(strategy), value, cookieOptions(request, maxAgeSeconds, true));
  const routePath = request.routeOptions.url;
  if (routePath && routePath !== "/") {
    reply.clearCookie(deviceCookie(strategy), { ...cookieOptions(request, 0, true), path: routePath });
  }
}

const WRONG_PASSWORD: Record<Locale, string> = { "pt-BR": "Senha incorreta.", en: "Wrong password." };

/**
 * The password a signed-in session types again, as every route that re-asks one checks it (`verifyReenteredPassword`:
 * limited per account like sign-ins). Returns when it matches; else a 422 `wrong_password` on `field`, or past the
 * limit a 429 with Retry-After, in the caller's language.
 */
export async function requireReenteredPassword(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: number,
  password: string,
  field: string,
): Promise<void> {
  const locale = requestLocale(request);
  let matches: boolean;
  try {
    matches = await verifyReenteredPassword(db, accountId, password, { locale, field });
  } catch (error) {
    if (error instanceof PasswordReentryLockedError) reply.header("retry-after", String(error.retryAfterSeconds));
    throw error;
  }
  if (!matches) {
    throw new HttpError(422, "wrong_password", WRONG_PASSWORD[locale], { [field]: [WRONG_PASSWORD[locale]] });
  }
}

/** 401 bodies the client acts on by their code: sign in (`unauthenticated`) or sign in again (`session_expired`). */
export function unauthenticated(): HttpError {
  return new HttpError(401, "unauthenticated", "Sign in to continue.");
}

export function sessionExpired(): HttpError {
  return new HttpError(401, "session_expired", "Your session has expired. Please sign in again.");
}

export function forbidden(message = "You are not allowed to do this."): HttpError {
  return new HttpError(403, "forbidden", message);
}

/** The token a request carries for one of `strategies`: the Bearer header first, then that strategy's cookie. */
export function requestToken(request: FastifyRequest, strategies: readonly AuthStrategy[]): string | undefined {
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  for (const strategy of strategies) {
    const cookie = request.cookies[tokenCookie(strategy)];
    if (cookie) return cookie;
  }
  return undefined;
}

/** The signed-in principal of one of `strategies`, or a 401/403 error. */
export async function authenticate(
  db: Database,
  request: FastifyRequest,
  strategies: readonly AuthStrategy[],
): Promise<AccountPrincipal> {
  const token = requestToken(request, strategies);
  if (!token) throw unauthenticated();
  const found = await findSessionPrincipal(db, token);
  if (!found) throw sessionExpired();
  if (!strategies.includes(found.session.strategy.strategy)) {
    throw forbidden("This session belongs to another kind of account.");
  }
  const principal = found.principal;
  if (!principal) throw sessionExpired();
  request.principal = principal;
  return principal;
}

/** A preHandler that lets only a signed-in principal of `strategies` through (and sets request.principal). */
export function requireSignIn(db: Database, ...strategies: AuthStrategy[]): preHandlerAsyncHookHandler {
  return async (request) => {
    await authenticate(db, request, strategies);
  };
}

/** request.principal narrowed to a strategy, after `requireSignIn`. */
export function principalOf<S extends AuthStrategy>(request: FastifyRequest, strategy: S): PrincipalOf<S> {
  const principal = request.principal;
  if (!principal || principal.kind !== strategy) throw unauthenticated();
  return principal as PrincipalOf<S>;
}
