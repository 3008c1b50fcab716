/**
 * The recruiter's session as the area's guard reads it (spec §2/§4): who is signed in, or nobody.
 */
import { getMe, type HttpClient, type RecruiterMe, sessionQueries } from "@seleta/api-client";
import { AUTH_REDIRECTS, recruiterEntityRedirect } from "@seleta/domain";
import { queryOptions } from "@tanstack/react-query";

/**
 * The signed-in recruiter, or null. Asked with `signedIn: false`: nobody being signed in yet is not an expired
 * session. Same cache key as the api-client's `sessionQueries.me`, so signing in fills it.
 */
export function recruiterQuery(http: HttpClient) {
  return queryOptions({
    queryKey: sessionQueries.me(http, "recruiters").queryKey,
    queryFn: ({ signal }): Promise<RecruiterMe | null> => getMe(http, "recruiters", { signal, signedIn: false }),
    staleTime: 60_000,
  });
}

/** Where an anonymous visitor of `path` signs in, and comes back to afterwards (spec §2). */
export function recruiterLoginPath(path: string): string {
  return `${AUTH_REDIRECTS.recruiters.login}?redirect=${encodeURIComponent(path)}`;
}

/**
 * The guard of every page of the recruiter layout: anonymous → the login page (and back here after it); a page of
 * an entity the recruiter may not read → the first entity they may read, or /recruiters (spec §2). Null: stay.
 */
export function recruiterGuard(me: RecruiterMe | null, url: URL): string | null {
  const path = url.pathname + url.search;
  if (!me) return recruiterLoginPath(path);
  const to = recruiterEntityRedirect(me, url.pathname);
  return to && to !== url.pathname ? to : null;
}
