import { redirectDocument } from "react-router";

/**
 * Public pages are documents, not an app: the server sends their HTML and CSS and no JavaScript at all (no
 * hydration), so they are complete before any script could arrive, cheap on a phone, and cacheable. Their links are
 * plain links, their search is a GET form, their forms post to the route's `action`. A layout marks its pages with
 * this `handle`; the root leaves out the scripts when any matched route carries it.
 *
 * Rules for such a page: its `loader` returns everything it shows (read with `useLoaderData`, never a query that
 * suspends: a suspended render streams its fallback and then needs a script to swap the content in), and nothing
 * on it needs an event handler to work.
 */
export const SERVER_ONLY_PAGE = { serverOnly: true } as const;

export function isServerOnlyPage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { serverOnly?: unknown }).serverOnly === true;
}

/**
 * The `clientLoader` of a server-only layout: a hydrated area's link into the public site (the candidates' job search
 * box → /jobs, an error page's Voltar → /) loads the document instead of rendering it in the app, which holds
 * neither the public site's texts nor its pages' code (and should not: they are the server's alone).
 */
export function loadAsDocument({ request }: { request: Request }): never {
  const url = new URL(request.url);
  throw redirectDocument(`${url.pathname}${url.search}`);
}
