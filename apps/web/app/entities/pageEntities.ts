/**
 * The entity definitions a page reads, loaded before it renders (the registry is one module per entity,
 * `loadEntities` in the model): the server's loader loads them before rendering, the root marks their names on
 * `<html data-entities>` from the loader data's `entities`, and entry.client loads them before hydrating, so the
 * page draws in the browser what the server drew. A client navigation's loader loads them beside its data.
 */
import { type EntityName, isEntityName, loadEntities } from "@seleta/domain";

export const PAGE_ENTITIES_ATTRIBUTE = "data-entities";

/** The entities a route's loader data names (`entities`), the unknown left out. */
export function pageEntitiesOf(data: unknown): EntityName[] {
  const names = typeof data === "object" && data !== null ? (data as { entities?: unknown }).entities : undefined;
  return Array.isArray(names) ? names.filter((name): name is EntityName => isEntityName(String(name))) : [];
}

/** Loads the definitions the `<html>` mark names (a space-separated list); unknown names are ignored. */
export function loadMarkedEntities(mark: string | null): Promise<void> {
  return loadEntities((mark ?? "").split(" ").filter(isEntityName));
}
