/**
 * Spec §2's layouts of the public site, for documents sent without scripts (renderingModes.ts):
 *
 * - "default": the brand's navbar, the page, the brand's footer, and the terms banner until the visitor decides
 *   (site/PublicChrome.tsx). Every page renders its own `<main>` inside it.
 * - "homepage": the same, with the navbar laid over the page's hero. A page asks for it with
 *   `export const handle = HOMEPAGE_LAYOUT` (homepageLayout.ts); a brand whose navbar variant is `transparent` shows it there only.
 * - "guest": the sign-in pages' frame (the recruiters' `/business`, the candidates' and client contacts' sign-in),
 *   which live in their own areas and hydrate; the public site has no guest-only page.
 * - "loading": nothing here. A document arrives whole, with its data, and its links load the next document: there
 *   is no moment when a public page waits for data on screen.
 *
 * Caching (spec item "cache headers"): a public page is the same for everyone of a host, language and consent
 * choice, so a CDN may keep it briefly (`PUBLIC_PAGE_HEADERS`); the deepest route's `headers` wins, so pages that
 * export none get these. Error answers are `no-store` (entry.server.tsx).
 */
import { Outlet, useMatches, useRouteLoaderData } from "react-router";
import { seletaLoadContext } from "../../loadContext";
import type { SiteStylesheetData } from "../../siteStylesheet";
import { loadAsDocument } from "../loadAsDocument";
import type { Route } from "./+types/layout";
import { isHomepageLayout } from "./homepageLayout";
import { type Consent, consentOf } from "./site/consent";
import { ErrorPanel } from "./site/ErrorPanel";
import { PublicChrome } from "./site/PublicChrome";

/**
 * A minute fresh, five more served stale while a fresh copy is fetched: a changed job or text shows within a
 * minute, with no purge. `Vary: Cookie`: the language (`i18n_redirected`) and the banner (`seleta_consent`) come
 * from cookies. Not `Accept-Language`: the language is never guessed from it (spec §1: pt-BR unless chosen).
 */
export const PUBLIC_PAGE_HEADERS = {
  "Cache-Control": "public, max-age=60, stale-while-revalidate=300",
  Vary: "Cookie",
} as const;

export function headers() {
  return PUBLIC_PAGE_HEADERS;
}

/**
 * The visitor's terms and cookies decision, from their cookie (whether the banner shows and analytics load), and the
 * site's one stylesheet, which the root links (siteStylesheet.ts).
 */
export function loader({ request, context }: Route.LoaderArgs): { consent: Consent } & SiteStylesheetData {
  return {
    consent: consentOf(request.headers.get("cookie")),
    siteStylesheet: seletaLoadContext(context).documentStylesheets?.["public/layout"] ?? null,
  };
}

export const clientLoader = loadAsDocument;

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const homepage = useMatches().some((match) => isHomepageLayout(match.handle));
  return (
    <PublicChrome homepage={homepage} consent={loaderData.consent}>
      <Outlet />
    </PublicChrome>
  );
}

/** A public page that fails or is not found: the error inside the brand's chrome (spec §8). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("public/layout");
  return (
    <PublicChrome consent={data?.consent ?? null}>
      <ErrorPanel error={error} />
    </PublicChrome>
  );
}
