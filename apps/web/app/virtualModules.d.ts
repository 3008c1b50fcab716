/**
 * Every route id of `app/routes.ts` and its rendering mode, computed from the route config when the app is built
 * (vite.config.ts, `routeRenderingModes` in renderingModes.ts). Read on the server only (entry.server.tsx).
 */
declare module "virtual:seleta/rendering-modes" {
  export const renderingModes: Readonly<Record<string, "document" | "hydrated">>;
}
