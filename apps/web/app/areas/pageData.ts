/**
 * The data-loading convention of every page (docs/architecture.md "Loading a page's data"): a route's `loader`
 * (server, first request) and `clientLoader` (browser, later navigations) run the same function with the services
 * of where they run, which guards and then `ensureQueryData`s the page's queries; the page reads them with
 * `useSuspenseQuery`. An API failure becomes the route's error (its `ErrorBoundary`, AreaErrorBoundary.tsx), with
 * the API's status, never a page's own error block.
 */
import { isApiError } from "@seleta/api-client";
import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";

/** The status an error page shows: the route response's, the API's, else 500. */
export function routeErrorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error) && error.status >= 400) return error.status;
  return 500;
}

/**
 * The page's data, or the route's error response: a 404 or 403 of the API becomes the page's own status (the
 * document answers it too), with the API's message in the visitor's language; anything else is rethrown.
 */
export async function pageData<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      throw data(error.status === 404 ? null : error.message, { status: error.status });
    }
    throw error;
  }
}

/**
 * A list page's `shouldRevalidate`: a new search on the same list is the list's own business (its query, kept on
 * screen while it loads), not a new page to load; the same address again (the error page's retry) or another page
 * loads as usual.
 */
export function revalidateUnlessSearchChanged({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, "currentUrl" | "nextUrl" | "defaultShouldRevalidate">): boolean {
  const searchChanged = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return searchChanged ? false : defaultShouldRevalidate;
}
