import "@fontsource-variable/inter";
// The same file (and hashed URL) as the stylesheet's latin face, the one pt-BR and en text uses.
import interLatinFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { type BrandKey, themeClass } from "@seleta/brand-themes";
import { DEFAULT_LOCALE, type Locale } from "@seleta/domain";
import { type ReactNode, useEffect } from "react";
import { I18nProvider, RouterProvider } from "react-aria-components";
import { type IntlConfig, IntlProvider, MissingTranslationError } from "react-intl";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  type NavigateOptions,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useHref,
  useMatches,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorPanel } from "./areas/public/site/ErrorPanel";
import { GuardedErrorPage } from "./areas/public/site/GuardedErrorPage";
import { loadBusinessConfig } from "./business/businessConfig.server";
import { brandLogoPath, type PageBusiness, pageBusiness } from "./business/pageBusiness";
import { isChunkLoadError, reloadAfterChunkError, tabStorage } from "./chunkReload";
import { useCspNonce } from "./cspNonce";
import { PAGE_CHUNKS_ATTRIBUTE, pageChunksOf } from "./entities/pageChunks";
import { PAGE_ENTITIES_ATTRIBUTE, pageEntitiesOf } from "./entities/pageEntities";
import { isFormattedWithItsText } from "./i18n/messageSets";
import { MESSAGE_SETS_ATTRIBUTE, messageSetsOf, messagesFor, provideMessages } from "./i18n/messages";
import { serverMessages } from "./i18n/serverMessages";
import { seletaLoadContext } from "./loadContext";
import { useRenderingMode } from "./renderingModeContext";
import { requestContext } from "./request";
import { QueryCacheScript, ServicesProvider } from "./services/ServicesProvider";
import { siteStylesheetOf } from "./siteStylesheet";

declare module "react-aria-components" {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const requestInfo = requestContext(request);
  const messages = serverMessages[requestInfo.locale];
  if (!messages) throw new Error(`Messages for ${requestInfo.locale} are not compiled`);
  provideMessages(requestInfo.locale, messages);
  const config = await loadBusinessConfig(requestInfo.host, requestInfo, seletaLoadContext(context));
  // On a business's own domain the configuration names the brand that dresses the page.
  return {
    brand: config.brand,
    locale: requestInfo.locale,
    business: pageBusiness(config),
  };
}

/**
 * The text font starts loading with the page instead of after the stylesheet that names it: the first paint has the
 * right font more often, and text reflows less when it arrives. Fonts are fetched in CORS mode, hence `crossOrigin`
 * (without it the browser would download the file twice).
 */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatinFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/**
 * The root's data depends on the host (the tab's for its life), the locale cookie (a change of language reloads the
 * page) and the business configuration: a new search on a list is not a reason to ask the server for it again (by
 * default a changed query string re-runs every server loader). Only a form submission (an action) revalidates it.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;
}

/** The brand, locale and business survive even when a child route fails, so the error page is branded too. */
function useRequestContext(): { brand: BrandKey; locale: Locale; business: PageBusiness | undefined } {
  const data = useRouteLoaderData<typeof loader>("root");
  return { brand: data?.brand ?? "default", locale: data?.locale ?? DEFAULT_LOCALE, business: data?.business };
}

/** Set on `<html>` once React has hydrated the page (or its error page) and listens to it: what tests wait for. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * react-intl's report of a message it could not format, as its own handler does (in development only), except a
 * field or catalogue label without a compiled copy: the browser formats those with the texts they carry, by design
 * (i18n/messageSets.ts).
 */
const reportIntlError: NonNullable<IntlConfig["onError"]> = (error) => {
  if (error instanceof MissingTranslationError && isFormattedWithItsText(String(error.descriptor?.id))) return;
  if (import.meta.env.DEV) console.error(error);
};

export function Layout({ children }: { children: ReactNode }) {
  const { brand, locale, business } = useRequestContext();
  const nonce = useCspNonce();
  // Outside React's attributes on purpose: the server's HTML never has it, so hydration sees no difference.
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ""), []);
  // What the browser loads before hydrating, as the pages' loader data says (entry.client reads the marks).
  const matches = useMatches();
  // A document (its routes' declared mode, renderingModes.ts) goes out without a single script.
  const hydrates = useRenderingMode() === "hydrated";
  // A document layout's pages link its one stylesheet, which the layout's data names (siteStylesheet.ts).
  const siteStylesheet = hydrates ? undefined : matches.map((match) => siteStylesheetOf(match.data)).find(Boolean);
  const messageSets = [...new Set(matches.flatMap((match) => messageSetsOf(match.data)))];
  const chunks = matches.flatMap((match) => pageChunksOf(match.data));
  const entities = [...new Set(matches.flatMap((match) => pageEntitiesOf(match.data)))];
  const marks = {
    [MESSAGE_SETS_ATTRIBUTE]: messageSets.length > 0 ? messageSets.join(" ") : undefined,
    [PAGE_CHUNKS_ATTRIBUTE]: chunks.length > 0 ? chunks.join(" ") : undefined,
    [PAGE_ENTITIES_ATTRIBUTE]: entities.length > 0 ? entities.join(" ") : undefined,
  };
  return (
    <html lang={locale} {...marks}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* react-aria reads it for the <style> it adds at run time (usePress, usePreventScroll). */}
        <meta property="csp-nonce" nonce={nonce.style} />
        <link rel="icon" href={business?.iconHref ?? brandLogoPath(brand)} />
        <Meta />
        {/* A document layout's page links its one stylesheet when the build made it (few requests on a slow network). */}
        {siteStylesheet ? (
          <>
            <link rel="preload" href={interLatinFont} as="font" type="font/woff2" crossOrigin="anonymous" />
            <link rel="stylesheet" href={siteStylesheet} />
          </>
        ) : (
          <Links />
        )}
      </head>
      {/*
        The theme class sits on <body> so portals (dialogs, toasts) get the brand too; a business's own colours are
        CSS variables in its style attribute (the CSP allows style attributes: style-src-attr, security.ts).
      */}
      <body className={themeClass[brand]} data-brand={brand} style={business?.themeStyle}>
        <IntlProvider
          locale={locale}
          defaultLocale={DEFAULT_LOCALE}
          messages={messagesFor(locale)}
          onError={reportIntlError}
        >
          {/* react-aria's own strings and date formats in the page's language too. */}
          <I18nProvider locale={locale}>
            <Providers>{children}</Providers>
          </I18nProvider>
        </IntlProvider>
        {hydrates ? (
          <>
            <QueryCacheScript />
            <ScrollRestoration nonce={nonce.script} />
            <Scripts nonce={nonce.script} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export function meta({ data, error }: Route.MetaArgs) {
  const title = data?.business.title ?? "Seleta";
  if (!error) return [{ title }];
  return [{ title: `${isRouteErrorResponse(error) ? error.status : 500} · ${title}` }];
}

/** Around the page and the error page alike, so links in both navigate on the client. */
function Providers({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // The API client, query cache and toasts: one set per browser tab (and per server render), never shared.
  return (
    <ServicesProvider>
      <RouterProvider navigate={navigate} useHref={useHref}>
        {children}
      </RouterProvider>
    </ServicesProvider>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Spec §8: the status code, a message ('This page could not be found' for 404), and 'Voltar' back to /; when drawing
 * that page fails too, the spec's last words (GuardedErrorPage). Errors of public pages are the public layout's
 * (inside the brand's chrome); this one catches what no area caught, and stays small: it is in every page's bundle.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A route's chunk that failed to load (spec §4): reload once a minute at most; within the minute, this page.
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError(tabStorage(), Date.now(), () => window.location.reload());
  }, [error]);
  return (
    <GuardedErrorPage>
      <ErrorPanel error={error} />
    </GuardedErrorPage>
  );
}
