import type { EntityArea, FieldDefinition, RelatedPage } from "./defineEntity";
import data from "./entityIndex.json";
import type { EntityIndexEntry } from "./entityIndexEntry";
import type { MapKey } from "./field";
import type { EntityName } from "./registry";

/**
 * Every entity's index entry by name (`entityIndexEntry.ts`), written from the registry by
 * `npm run entity-index -w @seleta/domain` (a test fails when it differs from the registry). The browser reads
 * entities through it: importing the registry itself would load every entity's definition on every page.
 */
export const entityIndex = data as unknown as Readonly<Record<EntityName, EntityIndexEntry>>;

export const entityIndexList: readonly EntityIndexEntry[] = Object.values(entityIndex);

export function isEntityName(name: string): name is EntityName {
  return Object.hasOwn(entityIndex, name);
}

/** The index entry of a name that comes from outside (a URL, a request): undefined when there is none. */
export function indexEntry(name: string): EntityIndexEntry | undefined {
  return isEntityName(name) ? entityIndex[name] : undefined;
}

/** The entities whose records live inside one of `name`'s (a tearsheet's candidates): its record page lists them. */
export function childEntities(name: string): EntityIndexEntry[] {
  return entityIndexList.filter((other) => other.parent?.entity === name);
}

/**
 * The entities a record's page shows, whose definitions it reads: its own, its related lists' (records pointing at
 * it) and its children's.
 */
export function recordPageEntities(name: EntityName): EntityName[] {
  const related = entityIndex[name].relatedLists.map((list) => list.entity as EntityName);
  return [name, ...related, ...childEntities(name).map((child) => child.name)];
}

export function entitiesOfArea(area: EntityArea): EntityIndexEntry[] {
  return entityIndexList.filter((entity) => entity.area === area);
}

const AREA_ROOT: Readonly<Record<EntityArea, string>> = { recruiter: "/recruiters", administrator: "/administrator" };

export type EntityPage = { kind: "list" } | { kind: "new" } | { kind: "detail"; id: number | string };

/** The web route of an entity's page (spec §2): /recruiters/jobs, /recruiters/jobs/new, /administrator/c-talks/events/3. */
export function entityRoute(
  entity: Pick<EntityIndexEntry, "area" | "path">,
  page: EntityPage = { kind: "list" },
): string {
  const base = `${AREA_ROOT[entity.area]}/${entity.path}`;
  if (page.kind === "new") return `${base}/new`;
  if (page.kind === "detail") return `${base}/${encodeURIComponent(String(page.id))}`;
  return base;
}

/** The web route of a record's related page (`relatedPages`): /recruiters/jobs/7/applies/kanban, …/client_companies/3/jobs. */
export function relatedPageRoute(
  entity: Pick<EntityIndexEntry, "area" | "path">,
  id: number | string,
  page: Pick<RelatedPage, "entity" | "view">,
): string {
  return `${entityRoute(entity, { kind: "detail", id })}/${page.entity}${page.view === "kanban" ? "/kanban" : ""}`;
}

/** Spec §2: "The active entity is derived from the current path" — the entity whose route the path is in. */
export function entityForPath(path: string): EntityIndexEntry | undefined {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, "") ?? "";
  let best: EntityIndexEntry | undefined;
  for (const entity of entityIndexList) {
    const base = entityRoute(entity);
    const within = clean === base || clean.startsWith(`${base}/`);
    // The longest route wins: /administrator/c-talks/participants is not c-talks/events.
    if (within && (!best || base.length > entityRoute(best).length)) best = entity;
  }
  return best;
}

/** The keys a map field offers (a role's permissions: the recruiter area's entities), from the index. */
export function mapFieldKeys(field: Pick<FieldDefinition, "mapOf">): readonly MapKey[] | undefined {
  return field.mapOf?.keys?.(entityIndexList);
}
