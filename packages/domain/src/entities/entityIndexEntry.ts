import type { AnyEntity } from "./defineEntity";
import { type RelatedList, relatedListsOf } from "./entityViews";
import type { EntityName } from "./registry";

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
  "duplicates",
  "cancellation",
] as const satisfies readonly (keyof AnyEntity)[];

export type EntityIndexEntry = Omit<Pick<AnyEntity, (typeof ENTITY_INDEX_FACTS)[number]>, "name"> & {
  readonly name: EntityName;
  /** The lists a record's page shows of the records pointing at it (`relatedListsOf`). */
  readonly relatedLists: readonly RelatedList[];
};

/** An entity's index entry among `all` the registry's: its index facts, as plain data (what `entityIndex.json` holds). */
export function indexEntryOf(entity: AnyEntity, all: readonly AnyEntity[]): EntityIndexEntry {
  const entry: Record<string, unknown> = {};
  for (const fact of ENTITY_INDEX_FACTS) if (entity[fact] !== undefined) entry[fact] = entity[fact];
  entry.relatedLists = relatedListsOf(entity, all);
  return JSON.parse(JSON.stringify(entry)) as EntityIndexEntry;
}
