/**
 * The entity pages, one chunk each: a record's page does not download the list (ListView, Kanban, filters), nor a
 * list the form. A chunk once loaded renders at once, without suspending: the server's loader loads the page's
 * chunk before rendering it (the HTML holds the page, not a fallback), and the browser loads it before hydrating
 * (the root marks `<html data-page-chunks>` from the loader data's `pageChunks`; entry.client reads it), so the page
 * hydrates in one pass and a click on it is never lost. A client navigation loads it beside the data.
 */
import { type ComponentType, lazy, useState } from "react";

export const PAGE_CHUNKS_ATTRIBUTE = "data-page-chunks";

function pageChunk<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const loadChunk = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => loadChunk().then((component) => ({ default: component })));
  return {
    load: loadChunk,
    /** The page's component: the loaded one, or one that loads it (inside a Suspense boundary). */
    component: (): ComponentType<P> => loaded ?? (Lazy as unknown as ComponentType<P>),
  };
}

export const pageChunks = {
  list: pageChunk(() => import("./EntityListPage").then((module) => module.EntityListPage)),
  new: pageChunk(() => import("./EntityFormPage").then((module) => module.EntityFormPage)),
  detail: pageChunk(() => import("./EntityDetailPage").then((module) => module.EntityDetailPage)),
};

/**
 * The parts a page loads on first use that some pages draw on their first screen (an entity's, a view's): named by
 * the loader data beside the page's chunk when they are drawn, they load before hydrating like it, so they hydrate
 * with the page (a press on a part still waiting for its chunk would be lost) and the server never waits for them.
 * Their loaders (firstScreenParts.ts) are themselves loaded only by a page that names one.
 */
export const FIRST_SCREEN_PARTS = ["evaluations", "questionLists", "sortSelects", "kanbanView"] as const;
export type FirstScreenPartName = (typeof FIRST_SCREEN_PARTS)[number];

export type PageChunkName = keyof typeof pageChunks | FirstScreenPartName;

function isPart(name: string): name is FirstScreenPartName {
  return (FIRST_SCREEN_PARTS as readonly string[]).includes(name);
}

function isPageChunkName(name: string): name is PageChunkName {
  return Object.hasOwn(pageChunks, name) || isPart(name);
}

/** Loads a page's chunk or a part of its first screen. */
export function loadPageChunk(name: PageChunkName): Promise<unknown> {
  if (isPart(name)) return import("./firstScreenParts").then((module) => module.firstScreenParts[name]());
  return pageChunks[name].load();
}

/** The chunks a route's loader data asks for (`pageChunks`), for the root's `<html>` mark. */
export function pageChunksOf(data: unknown): PageChunkName[] {
  const names = typeof data === "object" && data !== null ? (data as { pageChunks?: unknown }).pageChunks : undefined;
  return Array.isArray(names) ? names.filter((name): name is PageChunkName => isPageChunkName(String(name))) : [];
}

/** Loads the chunks the `<html>` mark names (a space-separated list); unknown names are ignored. */
export function loadMarkedPageChunks(mark: string | null): Promise<unknown> {
  const names = (mark ?? "").split(" ").filter(isPageChunkName);
  return Promise.all(names.map(loadPageChunk));
}

/**
 * The page's component for the life of the component that draws it: the loaded one when its chunk is in, else the
 * lazy one. Kept once chosen, so the chunk arriving later never swaps the type (which would remount the page).
 */
export function usePageComponent<P extends object>(chunk: { component: () => ComponentType<P> }): ComponentType<P> {
  const [component] = useState(() => chunk.component());
  return component;
}
