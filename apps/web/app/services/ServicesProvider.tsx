import type { HttpClient } from "@seleta/api-client";
import { type ToastQueueOf, ToastRegion } from "@seleta/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useState } from "react";
import { QUERY_CACHE_ELEMENT_ID } from "./queryCache";
import { type AppServices, appServices } from "./services";

const ServicesContext = createContext<AppServices | null>(null);

/**
 * What entry.server and entry.client hand the app: the render's services (on the server, those its loaders
 * filled) and the query cache the page carries, serialised (queryCache.ts).
 */
export type RenderServices = { readonly services?: AppServices | undefined; readonly queryCache: string | undefined };

export const RenderServicesContext = createContext<RenderServices>({ queryCache: undefined });

/** Around every page: the services of services.ts, the query cache, and the one toast region of the app. */
export function ServicesProvider({ children }: { children: ReactNode }) {
  const given = useContext(RenderServicesContext).services;
  const [services] = useState(() => given ?? appServices());
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        {children}
        <ToastRegion queue={services.toasts} />
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}

/**
 * The server's query cache in the page, as a JSON script element (never run, so the CSP needs no nonce for it).
 * The browser renders the very text it read before hydrating, so the element hydrates unchanged.
 */
export function QueryCacheScript() {
  const { queryCache } = useContext(RenderServicesContext);
  if (!queryCache) return null;
  return (
    <script
      id={QUERY_CACHE_ELEMENT_ID}
      type="application/json"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeQueryCache escapes every "<" of the JSON.
      dangerouslySetInnerHTML={{ __html: queryCache }}
    />
  );
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices() outside <ServicesProvider>");
  return services;
}

export function useHttp(): HttpClient {
  return useServices().http;
}

export function useToasts(): ToastQueueOf {
  return useServices().toasts;
}
