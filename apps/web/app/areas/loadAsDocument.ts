import { redirectDocument } from "react-router";

/**
 * The `clientLoader` of a document area's entry (its layout, or a page outside any layout: app/renderingModes.ts): a
 * hydrated area's link into a document (the candidates' job search box → /jobs, an error page's Voltar → /) loads the
 * document from the server instead of rendering it in the app, which holds neither the documents' texts nor their
 * pages' code (and should not: they are the server's alone). Such a module has a server `loader` too: a route whose
 * only loader is a `clientLoader` would be drawn on the server as its hydration fallback, waiting for a script.
 */
export function loadAsDocument({ request }: { request: Request }): never {
  const url = new URL(request.url);
  throw redirectDocument(`${url.pathname}${url.search}`);
}
