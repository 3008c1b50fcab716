import type { AnyEntity } from "./defineEntity";

/**
 * What the shell, the menus, permissions and relations read of an entity: its name, where its pages and records
 * live, how it is labelled and drawn, what names one of its records. Everything else of a definition (fields,
 * views, filters, rules) is read only by the entity's own pages, which load that entity's definition alone.
 */
export const ENTITY_INDEX_FACTS = [
  "name",
  "path",
  "model",
  "label",
  "icon",
  "area",
  "adminOnly",
  "hasNewPage",
  "titleField",
  "search",
  "parent",
  "files",
] as const satisfies readonly (keyof AnyEntity)[];

export type EntityIndexEntry = Pick<AnyEntity, (typeof ENTITY_INDEX_FACTS)[number]>;

/** An entity's index entry: its index facts, as plain data (what `entityIndex.json` holds). */
export function indexEntryOf(entity: AnyEntity): EntityIndexEntry {
  const entry: Record<string, unknown> = {};
  for (const fact of ENTITY_INDEX_FACTS) if (entity[fact] !== undefined) entry[fact] = entity[fact];
  return JSON.parse(JSON.stringify(entry)) as EntityIndexEntry;
}
