import { redirectDocument } from "react-router";

/**
 * The public site and the candidate area are documents, not an app: the server sends their HTML and CSS and no
 * JavaScript of the app (no hydration), so they are complete before any script could arrive and cheap on a phone.
 * Their links are plain links, their searches GET forms, their forms post to the route's `action`, their menus are
 * the browser's own (`popover`, `<details>`). A layout or a page marks itself with this `handle`; the root leaves out
 * the scripts when any matched route carries it.
 *
 * Rules for such a page: it shows only what its `loader` fetched (its data, or the queries it put in the request's
 * cache: a query that suspends would stream its fallback and then need a script to swap the content in); nothing on
 * it needs an event handler to work; what the browser alone cannot do (recording a video) is a small island
 * (`islands/`), never the app.
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
