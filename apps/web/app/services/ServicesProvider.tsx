import type { HttpClient } from "@seleta/api-client";
import { type ToastQueueOf, ToastRegion } from "@seleta/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useState } from "react";
import { type AppServices, appServices } from "./services";

const ServicesContext = createContext<AppServices | null>(null);

/** Around every page: the services of services.ts, the query cache, and the one toast region of the app. */
export function ServicesProvider({ children }: { children: ReactNode }) {
  const [services] = useState(appServices);
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        {children}
        <ToastRegion queue={services.toasts} />
      </QueryClientProvider>
    </ServicesContext.Provider>
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
