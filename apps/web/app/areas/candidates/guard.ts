/**
 * The candidates' guard (spec §2, the domain's `guardArea`): resolves to the signed-in candidate, or redirects where
 * the table sends this visitor. The layout runs it, and so does each page's own load function, which a client
 * navigation may run beside the layout's.
 */
import type { HttpClient } from "@seleta/api-client";
import type { EnsureQueryDataOptions, QueryKey } from "@tanstack/react-query";
import type { AppServices } from "../../services/services";
import { pageData } from "../pageData";
import { requireSession } from "../session";

export const requireCandidate = requireSession({ strategy: "candidates" });

/**
 * The load function of a page that reads one query (docs/architecture.md "Loading a page's data"): the guard, then
 * the query in the tab's cache, the API's 403 and 404 as the page's own status.
 */
export async function loadCandidateQuery<TQueryFnData, TData, TQueryKey extends QueryKey>(
  request: Request,
  services: AppServices,
  query: (http: HttpClient) => EnsureQueryDataOptions<TQueryFnData, Error, TData, TQueryKey>,
): Promise<null> {
  await requireCandidate(request, services);
  await pageData(services.queryClient.ensureQueryData(query(services.http)));
  return null;
}
