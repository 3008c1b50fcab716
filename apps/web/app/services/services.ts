/**
 * What every screen of the app talks through: the API client, the query cache and the toast queue. One set per
 * browser tab (route `clientLoader`s and components share it, so a guard's answer is already in the cache when
 * the page renders), and a fresh set for every server render (never shared between visitors).
 */
import { createHttpClient, type HttpClient } from "@seleta/api-client";
import { createToastQueue, type ToastQueueOf } from "@seleta/ui";
import { QueryClient } from "@tanstack/react-query";

export type AppServices = {
  readonly http: HttpClient;
  readonly queryClient: QueryClient;
  readonly toasts: ToastQueueOf;
};

/** Same origin in the browser: the HttpOnly session cookie goes along by itself. */
function browserHttpClient(): HttpClient {
  return createHttpClient({
    baseUrl: "",
    getLocale: () => (typeof document === "undefined" ? undefined : document.documentElement.lang || undefined),
  });
}

/** A set of services around `http` (the browser's client by default; a render's, requestServices.server.ts). */
export function createServices(http: HttpClient = browserHttpClient()): AppServices {
  return {
    http,
    queryClient: new QueryClient({
      defaultOptions: {
        // A 401 or 403 will not heal by asking again; a network blip might.
        queries: { staleTime: 30_000, retry: (count, error) => count < 2 && !isClientError(error) },
      },
    }),
    toasts: createToastQueue(),
  };
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  return typeof status === "number" && status >= 400 && status < 500;
}

let browserServices: AppServices | undefined;

/** The tab's services in the browser; on the server, a new set each call (one per render). */
export function appServices(): AppServices {
  if (typeof document === "undefined") return createServices();
  browserServices ??= createServices();
  return browserServices;
}
