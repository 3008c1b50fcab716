import "@fontsource-variable/inter";
import { BRANDS, type BrandKey, themeClass } from "@seleta/brand-themes";
import { DEFAULT_LOCALE, type Locale } from "@seleta/domain";
import { ButtonLink } from "@seleta/ui";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { I18nProvider, RouterProvider } from "react-aria-components";
import { IntlProvider, useIntl } from "react-intl";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  type NavigateOptions,
  Outlet,
  Scripts,
  ScrollRestoration,
  useHref,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { errorMessage, errorPage, errorStatus } from "./app.css";
import { useCspNonce } from "./cspNonce";
import { messagesFor, provideMessages } from "./i18n/messages";
import { serverMessages } from "./i18n/serverMessages";
import { requestContext } from "./request";

declare module "react-aria-components" {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export function loader({ request }: Route.LoaderArgs) {
  const context = requestContext(request);
  const messages = serverMessages[context.locale];
  if (!messages) throw new Error(`Messages for ${context.locale} are not compiled`);
  provideMessages(context.locale, messages);
  return context;
}

/** The brand and locale survive even when a child route fails, so the error page is branded too. */
function useRequestContext(): { brand: BrandKey; locale: Locale } {
  const data = useRouteLoaderData<typeof loader>("root");
  return { brand: data?.brand ?? "default", locale: data?.locale ?? DEFAULT_LOCALE };
}

export function Layout({ children }: { children: ReactNode }) {
  const { brand, locale } = useRequestContext();
  const nonce = useCspNonce();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* react-aria reads it for the <style> it adds at run time (usePress, usePreventScroll). */}
        <meta property="csp-nonce" nonce={nonce.style} />
        <Meta />
        <Links />
      </head>
      {/* The theme class sits on <body> so portals (dialogs, toasts) get the brand too. */}
      <body className={themeClass[brand]} data-brand={brand}>
        <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messagesFor(locale)}>
          {/* react-aria's own strings and date formats in the page's language too. */}
          <I18nProvider locale={locale}>
            <Providers>{children}</Providers>
          </I18nProvider>
        </IntlProvider>
        <ScrollRestoration nonce={nonce.script} />
        <Scripts nonce={nonce.script} />
      </body>
    </html>
  );
}

export function meta({ data, error }: Route.MetaArgs) {
  const brandName = data ? BRANDS[data.brand].name : "Seleta";
  if (!error) return [{ title: brandName }];
  return [{ title: `${isRouteErrorResponse(error) ? error.status : 500} · ${brandName}` }];
}

/** Around the page and the error page alike, so links in both navigate on the client. */
function Providers({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // One QueryClient per browser session (and per server render), never shared between users.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider navigate={navigate} useHref={useHref}>
        {children}
      </RouterProvider>
    </QueryClientProvider>
  );
}

export default function App() {
  return <Outlet />;
}

/** Spec §8: the status code, a message ('This page could not be found' for 404), and 'Voltar' back to /. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const intl = useIntl();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? intl.formatMessage({ id: "error.notFound" })
      : isRouteErrorResponse(error) && typeof error.data === "string" && error.data
        ? error.data
        : intl.formatMessage({ id: "error.generic" });
  return (
    <main className={errorPage}>
      <h1 className={errorStatus}>{status}</h1>
      <p className={errorMessage}>{message}</p>
      <div>
        <ButtonLink href="/" variant="outline">
          {intl.formatMessage({ id: "error.back" })}
        </ButtonLink>
      </div>
    </main>
  );
}
