import type { AuthStrategy } from "../catalogues/authStrategies";

/** Spec §2, where each strategy logs in, lands after logout, and calls home. */
export const AUTH_REDIRECTS: Readonly<Record<AuthStrategy, { login: string; logout: string; home: string }>> = {
  candidates: { login: "/", logout: "/", home: "/candidates" },
  recruiters: { login: "/business", logout: "/business", home: "/recruiters/" },
  client_contacts: { login: "/client_contacts/", logout: "/client_contacts/", home: "/client_contacts/" },
};
export const DEFAULT_LOGIN_REDIRECT = "/login";
export const CANDIDATE_REGISTER_PATH = "/candidates/register/";

/** Spec §2 layouts; the three area layouts turn anonymous visitors away. */
export type Layout =
  | "administrator"
  | "candidates"
  | "candidates1"
  | "client_contacts"
  | "default"
  | "dh"
  | "guest"
  | "homepage"
  | "loading"
  | "recruiters"
  | "recruiters2"
  | "shortlist";

const AREA_LAYOUTS: ReadonlySet<Layout> = new Set([
  "candidates",
  "candidates1",
  "recruiters",
  "recruiters2",
  "client_contacts",
]);

/** How a page takes part in authentication (spec §2: pages may opt out or be guest-only). */
export type PageAuth = "required" | "none" | "guest";

export type NavigationPage = {
  readonly auth?: PageAuth;
  readonly layout?: Layout;
  /** The page's recruiter_is_admin guard (the administrator area). */
  readonly adminOnly?: boolean;
};

/** What the guards know of the session: who is logged in, under which strategy, and how far along. */
export type SessionUser =
  | { readonly strategy: "candidates"; readonly confirmed: boolean; readonly completed_register: boolean }
  | { readonly strategy: "recruiters"; readonly is_admin: boolean }
  | { readonly strategy: "client_contacts"; readonly is_admin: boolean };

/** "landing": the visitor may not use the area, and sees its landing page instead (what it is, how to sign in). */
export type NavigationDecision =
  | { readonly kind: "allow" }
  | { readonly kind: "redirect"; readonly to: string }
  | { readonly kind: "landing" };

const allow: NavigationDecision = { kind: "allow" };
const landing: NavigationDecision = { kind: "landing" };
const redirect = (to: string): NavigationDecision => ({ kind: "redirect", to });

function pathOnly(path: string): string {
  return path.split(/[?#]/)[0] ?? "/";
}

/**
 * Spec §2's guards and auth redirects as one function of (strategy, path, user state). `strategy` is the one in
 * use (the cookie's, default candidates); `user` is null when nobody is logged in.
 */
export function resolveNavigation(
  strategy: AuthStrategy,
  path: string,
  user: SessionUser | null,
  page: NavigationPage = {},
): NavigationDecision {
  const here = pathOnly(path);
  const auth = page.auth ?? "required";

  // recruiter_is_admin: anyone not logged in, or not an admin recruiter, goes to /.
  // The administrator area belongs to admin recruiters: this guard replaces the strategy-path redirect there.
  if (page.adminOnly) return user?.strategy === "recruiters" && user.is_admin ? allow : redirect("/");

  if (auth === "guest") return user ? redirect(AUTH_REDIRECTS[user.strategy].home) : allow;
  if (auth === "none") return allow;

  if (!user) {
    if (page.layout && AREA_LAYOUTS.has(page.layout)) return redirect("/");
    if (here === "/" || here === "/business") return allow;
    return redirect(AUTH_REDIRECTS[strategy].login);
  }

  // The redirect middleware: a logged-in user stays inside their own strategy's paths.
  const area = user.strategy === "client_contacts" ? "client_contacts" : user.strategy;
  if (!here.includes(area)) return redirect(AUTH_REDIRECTS[user.strategy].home);

  // candidate_not_confirmed / candidate_not_completed.
  if (user.strategy === "candidates" && (!user.confirmed || !user.completed_register)) {
    return here.startsWith("/candidates/register") ? allow : redirect(CANDIDATE_REGISTER_PATH);
  }
  return allow;
}

/**
 * Spec §2: after login the user returns to the path they asked for, when it is one of their strategy's pages
 * (a same-site path, never an outside address); otherwise to their home.
 */
export function afterLoginPath(strategy: AuthStrategy, requestedPath: string | null | undefined): string {
  const requested = requestedPath ?? "";
  const sameSite = requested.startsWith("/") && !requested.startsWith("//") && !requested.includes("\\");
  return sameSite && isStrategyPath(strategy, pathOnly(requested)) ? requested : AUTH_REDIRECTS[strategy].home;
}

/** A strategy's pages: its own paths; for recruiters also the administrator area (administrators are recruiters). */
function isStrategyPath(strategy: AuthStrategy, path: string): boolean {
  if (path.includes(strategy)) return true;
  return strategy === "recruiters" && (path === ADMINISTRATOR_LANDING || path.startsWith(`${ADMINISTRATOR_LANDING}/`));
}

/**
 * The administrator area's landing (spec §2 lists it among the public routes): a visitor who is not an
 * administrator sees what the area is and how to sign in, instead of being sent away; an administrator gets the
 * area's home. Every other page of the area keeps recruiter_is_admin.
 */
export const ADMINISTRATOR_LANDING = "/administrator";

export function afterLogoutPath(strategy: AuthStrategy): string {
  return AUTH_REDIRECTS[strategy].logout;
}

/** An area's guard as its layout declares it (spec §2 "Layouts and guards"). */
export type AreaGuard = {
  /** The strategy whose users the area serves: its login takes anonymous visitors, its users stay. */
  readonly strategy: AuthStrategy;
  /** recruiter_is_admin: only administrator recruiters get in; anyone else goes to /. */
  readonly adminOnly?: boolean;
  /** The area's landing path: those the guard turns away see the landing there instead of a redirect. */
  readonly landing?: string;
  /** "none": the page opts out; "guest": a login page, which sends a signed-in user home. */
  readonly auth?: PageAuth;
};

/** Where an anonymous visitor of `path` signs in for `strategy`, and comes back to afterwards. */
export function loginPath(strategy: AuthStrategy, path: string): string {
  return `${AUTH_REDIRECTS[strategy].login}?redirect=${encodeURIComponent(path)}`;
}

/**
 * Every guard rule of spec §2 for one page of an area, given who is signed in (null: nobody):
 *
 * - recruiter_is_admin: an administrator recruiter stays; anyone else, signed in or not, goes to /, except on the
 *   area's landing (`landing`), which they see as a landing;
 * - a page that opts out lets everyone in; a login page ("guest") sends a signed-in user on: to the page its
 *   `?redirect=` asks for when it is theirs (`afterLoginPath`), else to their home;
 * - an anonymous visitor goes to the area's login, which returns them to the page afterwards;
 * - a user of another strategy goes to their own home;
 * - candidate_not_confirmed / candidate_not_completed: such a candidate goes to /candidates/register/;
 * - a redirect to the page itself is no redirect (the client contacts' login is also their home).
 */
export function guardArea(guard: AreaGuard, path: string, user: SessionUser | null): NavigationDecision {
  const decision = areaDecision(guard, path, user);
  return decision.kind === "redirect" && pathOnly(decision.to) === pathOnly(path) ? allow : decision;
}

/** Where a signed-in user on a login page of `strategy` goes: its own way back, or their home. */
function signedInOnLogin(strategy: AuthStrategy, path: string, user: SessionUser): string {
  if (user.strategy !== strategy) return AUTH_REDIRECTS[user.strategy].home;
  return afterLoginPath(strategy, queryParam(path, "redirect"));
}

/** One parameter of a path's query string, decoded (the model runs without the DOM's URLSearchParams). */
function queryParam(path: string, name: string): string | null {
  const query = path.split("#")[0]?.split("?")[1] ?? "";
  for (const pair of query.split("&")) {
    const [key = "", value = ""] = pair.split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.replace(/\+/g, " "));
    } catch {
      return null;
    }
  }
  return null;
}

/** The same path, give or take a trailing slash. */
function samePath(a: string, b: string): boolean {
  const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
  return bare(pathOnly(a)) === bare(pathOnly(b));
}

function areaDecision(guard: AreaGuard, path: string, user: SessionUser | null): NavigationDecision {
  if (guard.adminOnly) {
    if (user?.strategy === "recruiters" && user.is_admin) return allow;
    return guard.landing !== undefined && samePath(path, guard.landing) ? landing : redirect("/");
  }
  const auth = guard.auth ?? "required";
  if (auth === "none") return allow;
  if (auth === "guest") return user ? redirect(signedInOnLogin(guard.strategy, path, user)) : allow;
  if (!user) return redirect(loginPath(guard.strategy, path));
  if (user.strategy !== guard.strategy) return redirect(AUTH_REDIRECTS[user.strategy].home);
  if (user.strategy === "candidates" && (!user.confirmed || !user.completed_register)) {
    return pathOnly(path).startsWith(CANDIDATE_REGISTER_PATH.replace(/\/$/, ""))
      ? allow
      : redirect(CANDIDATE_REGISTER_PATH);
  }
  return allow;
}
