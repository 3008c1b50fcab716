/**
 * How each route reaches the browser, declared in the route config (`app/routes.ts` and each area's `routes.ts`):
 *
 * - **document**: the server sends the page's HTML and CSS and no script of the app (no hydration), so the page is
 *   complete before any script could arrive and cheap on a phone. Links are plain links, searches GET forms, forms
 *   post to the route's `action`, menus are the browser's own (`popover`, `<details>`). Such a page shows only what
 *   its `loader` fetched (a query that suspends would stream its fallback and then need a script to swap the content
 *   in); nothing on it needs an event handler, a state or an effect to work (the lint refuses them in the
 *   document areas' modules: `lint/noStateInDocuments.grit`, its globs in biome.json); what the browser alone
 *   cannot do (recording a video) is a small island (`islands/`), never the app. The entry into a document area from a
 *   hydrated one (a layout, or a page outside any layout) exports `clientLoader = loadAsDocument`
 *   (`areas/loadAsDocument.ts`), so a link from the app loads the document from the server.
 * - **hydrated**: the app: rendered on the server with its first data, then hydrated (react-aria widgets, queries,
 *   live updates).
 *
 * This module is read by the route config (at build time) and by the server's render: it imports nothing at run time.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";

export const RENDERING_MODES = ["document", "hydrated"] as const;
export type RenderingMode = (typeof RENDERING_MODES)[number];

/**
 * The mark each route entry carries: a symbol, since React Router's own config reads only its named fields; a
 * registered one, since the build may load the route config and this module as separate copies.
 */
const MODE = Symbol.for("seleta.renderingMode");
type MarkedEntry = RouteConfigEntry & { [MODE]?: RenderingMode };

declare const modeBrand: unique symbol;
/** An area's routes with their declared mode: `app/routes.ts` lists each area under its mode, checked by the types. */
export type RoutesOf<Mode extends RenderingMode> = RouteConfigEntry[] & { readonly [modeBrand]: Mode };

/** React Router's id for a route that names none: its file without the extension. */
export function routeIdOf(entry: RouteConfigEntry): string {
  return entry.id ?? entry.file.replace(/\.[^./]+$/, "");
}

function withMode(mode: RenderingMode, entry: MarkedEntry): MarkedEntry {
  const declared = entry[MODE];
  if (declared !== undefined && declared !== mode) {
    throw new Error(`Route ${routeIdOf(entry)} is declared both ${declared} and ${mode}: a route has one mode`);
  }
  const children = entry.children?.map((child) => withMode(mode, child));
  // The id is written out, so the ids read here are the ones React Router uses.
  return { ...entry, id: routeIdOf(entry), ...(children ? { children } : {}), [MODE]: mode };
}

/** Routes sent as documents: HTML and CSS, no script of the app. */
export function documentPages(entries: RouteConfigEntry[]): RoutesOf<"document"> {
  return entries.map((entry) => withMode("document", entry)) as RoutesOf<"document">;
}

/** Routes of the app: rendered on the server, then hydrated. */
export function hydratedPages(entries: RouteConfigEntry[]): RoutesOf<"hydrated"> {
  return entries.map((entry) => withMode("hydrated", entry)) as RoutesOf<"hydrated">;
}

/** Every route id of the config and its mode; a route declared in no mode (or an id used twice) is an error. */
export function routeRenderingModes(config: readonly RouteConfigEntry[]): Map<string, RenderingMode> {
  const modes = new Map<string, RenderingMode>();
  const visit = (entry: MarkedEntry) => {
    const id = routeIdOf(entry);
    const mode = entry[MODE];
    if (mode === undefined) {
      throw new Error(`Route ${id} has no rendering mode: declare it with documentPages() or hydratedPages()`);
    }
    if (modes.has(id)) throw new Error(`Route id ${id} is used twice`);
    modes.set(id, mode);
    for (const child of entry.children ?? []) visit(child);
  };
  for (const entry of config) visit(entry);
  return modes;
}

/**
 * A page's mode, from the routes it matched (the root's id and any other id outside the config count for nothing):
 * a document when any of them is one (an area's routes share their mode), else hydrated, as a page is whose only
 * match is the root (the root's own error page).
 */
export function pageRenderingMode(
  matchedRouteIds: readonly string[],
  modes: Readonly<Record<string, RenderingMode>>,
): RenderingMode {
  return matchedRouteIds.some((id) => Object.hasOwn(modes, id) && modes[id] === "document") ? "document" : "hydrated";
}
