/**
 * Spec §7: `GET {api}/businesses/config/?domain={host}`, read on the server at the start of each render. The answer
 * goes through the wire's `resolveBusinessConfig`, which falls back on the defaults field by field (spec §8: a
 * configuration that fails to load never breaks a page).
 */
import type { BusinessConfigAnswer } from "@seleta/domain/wire";
import { queryOptions } from "@tanstack/react-query";
import type { HttpClient } from "./http";

export function getBusinessConfig(
  http: HttpClient,
  domain: string,
  signal?: AbortSignal,
): Promise<BusinessConfigAnswer> {
  // Public: no session is involved, so a 401 here could only come from a proxy and ends nobody's session.
  return http.get<BusinessConfigAnswer>("/businesses/config/", { query: { domain }, signal, signedIn: false });
}

export const businessConfigQueries = {
  all: ["businessConfig"] as const,
  byDomain: (http: HttpClient, domain: string) =>
    queryOptions({
      queryKey: [...businessConfigQueries.all, domain] as const,
      queryFn: ({ signal }) => getBusinessConfig(http, domain, signal),
      // The server lets browsers reuse it for a minute (cache-control); the cache does the same.
      staleTime: 60_000,
    }),
};
