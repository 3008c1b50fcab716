import type { healthSchema, WireOf } from "@seleta/domain/wire";
import { queryOptions } from "@tanstack/react-query";
import type { HttpClient } from "./http";

export type Health = WireOf<typeof healthSchema>;

export function getHealth(http: HttpClient, signal?: AbortSignal): Promise<Health> {
  return http.get<Health>("/health", { signal });
}

/** One queryOptions factory per query, shared by route loaders and components (TanStack Query's examples). */
export const healthQueries = {
  all: ["health"] as const,
  status: (http: HttpClient) =>
    queryOptions({
      queryKey: [...healthQueries.all, "status"] as const,
      queryFn: ({ signal }) => getHealth(http, signal),
      staleTime: 10_000,
    }),
};
