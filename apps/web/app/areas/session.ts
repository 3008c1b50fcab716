/**
 * Who is signed in, as every area's guard reads it (spec §2/§4), and the guard factory the area layouts use.
 *
 * The API keeps one session per strategy (its token cookie) and names the last strategy signed into in a readable
 * cookie (`auth.strategy`). A guard asks the API for the area's own user first; only when there is none does it
 * ask for the user of the strategy the cookie names, to send them to their own home instead of a login page.
 */
import { getMe, type HttpClient, type SessionUser, sessionQueries } from "@seleta/api-client";
import {
  type AreaGuard,
  AUTH_STRATEGIES,
  type AuthStrategy,
  type SessionUser as GuardedUser,
  guardArea,
  STRATEGY_COOKIE,
} from "@seleta/domain";
import { queryOptions } from "@tanstack/react-query";
import { redirect } from "react-router";
import type { AppServices } from "../services/services";

/**
 * The signed-in user of `strategy`, or null. Asked with `signedIn: false`: nobody being signed in yet is not an
 * expired session. Same cache key as the api-client's `sessionQueries.me`, so signing in fills it.
 */
export function meQuery<S extends AuthStrategy>(http: HttpClient, strategy: S) {
  return queryOptions({
    queryKey: sessionQueries.me(http, strategy).queryKey,
    queryFn: ({ signal }): Promise<SessionUser<S> | null> => getMe(http, strategy, { signal, signedIn: false }),
    staleTime: 60_000,
  });
}

/** What the domain's guard table knows of a signed-in user. */
export function guardedUser<S extends AuthStrategy>(strategy: S, user: SessionUser<S>): GuardedUser {
  if (strategy === "candidates") {
    const candidate = user as SessionUser<"candidates">;
    return { strategy, confirmed: candidate.confirmed, completed_register: candidate.completed_register };
  }
  return {
    strategy: strategy as "recruiters" | "client_contacts",
    is_admin: Boolean((user as { is_admin?: boolean }).is_admin),
  };
}

/** The strategy the `auth.strategy` cookie names in a Cookie header (or `document.cookie`), if any. */
export function cookieStrategy(cookies: string | null | undefined): AuthStrategy | null {
  for (const part of (cookies ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== STRATEGY_COOKIE) continue;
    const strategy = decodeURIComponent(value.join("="));
    return AUTH_STRATEGIES.find((known) => known === strategy) ?? null;
  }
  return null;
}

/** The request's cookies: the browser's own jar in a client loader, the request's header on the server. */
export function requestCookies(request: Request): string | null {
  return typeof document === "undefined" ? request.headers.get("cookie") : document.cookie;
}

/**
 * Who is signed in, seen from an area of `strategy`: the area's own user, and what the guard table knows of
 * whoever is signed in (the area's user, else the user of the strategy the cookie names, else nobody).
 */
async function signedIn<S extends AuthStrategy>(
  request: Request,
  { http, queryClient }: AppServices,
  strategy: S,
): Promise<{ own: SessionUser<S> | null; anyone: GuardedUser | null }> {
  const own = await queryClient.ensureQueryData(meQuery(http, strategy));
  if (own) return { own, anyone: guardedUser(strategy, own) };
  const other = cookieStrategy(requestCookies(request));
  if (!other || other === strategy) return { own, anyone: null };
  const user = await queryClient.ensureQueryData(meQuery(http, other));
  return { own, anyone: user ? guardedUser(other, user) : null };
}

function follow(guard: AreaGuard, request: Request, user: GuardedUser | null): "allow" | "landing" {
  const url = new URL(request.url);
  const decision = guardArea(guard, url.pathname + url.search, user);
  if (decision.kind === "redirect") throw redirect(decision.to);
  return decision.kind;
}

/**
 * The guard of an area's layout: resolves to the area's signed-in user, or throws React Router's redirect to
 * where spec §2 sends this visitor (`guardArea`, the domain's table of every rule).
 */
export function requireSession<S extends AuthStrategy>(guard: Omit<AreaGuard, "auth"> & { readonly strategy: S }) {
  return async function guardRequest(request: Request, services: AppServices): Promise<SessionUser<S>> {
    const { own, anyone } = await signedIn(request, services, guard.strategy);
    follow(guard, request, anyone);
    // The table lets nobody through without the area's own user.
    if (!own) throw redirect("/");
    return own;
  };
}

/**
 * The guard of an area with a landing (`AreaGuard.landing`): the area's user, or, for a visitor the area turns away
 * on its landing path, `{ landing }` with whether anyone is signed in (the landing says why they cannot go on).
 */
export function requireSessionOrLanding<S extends AuthStrategy>(
  guard: Omit<AreaGuard, "auth"> & { readonly strategy: S; readonly landing: string },
) {
  return async function guardRequest(
    request: Request,
    services: AppServices,
  ): Promise<{ me: SessionUser<S>; landing: null } | { me: null; landing: { signedIn: boolean } }> {
    const { own, anyone } = await signedIn(request, services, guard.strategy);
    if (follow(guard, request, anyone) === "landing") return { me: null, landing: { signedIn: anyone !== null } };
    if (!own) throw redirect("/");
    return { me: own, landing: null };
  };
}

/**
 * The guard of an area whose login is also its home (the client contacts': `/client_contacts/`, spec §2): the area's
 * user, or null for an anonymous visitor on that page, who is shown the sign-in there. An anonymous visitor of any
 * other page of the area goes to it (and comes back after signing in); a user of another strategy goes home.
 */
export function requireSessionOrSignIn<S extends AuthStrategy>(strategy: S) {
  return async function guardRequest(request: Request, services: AppServices): Promise<SessionUser<S> | null> {
    const { own, anyone } = await signedIn(request, services, strategy);
    // The table sends an anonymous visitor to the login, which is no redirect on the login itself (`guardArea`).
    follow({ strategy }, request, anyone);
    return own;
  };
}

/** The guard of a login page: a signed-in user (of any strategy) goes home; a visitor stays. */
export function guestOnly(strategy: AuthStrategy) {
  return async function guardRequest(request: Request, services: AppServices): Promise<void> {
    const { anyone } = await signedIn(request, services, strategy);
    follow({ strategy, auth: "guest" }, request, anyone);
  };
}
