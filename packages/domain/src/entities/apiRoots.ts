import type { EntityArea } from "./defineEntity";

/**
 * Where each area's routes live under /api/v1. The administrator's records and pages (its entities, the outbox,
 * the dashboard) sit under the recruiters' root because administrators are recruiters with the admin flag (spec §2).
 * The API registers its routes from this table and the client builds its paths from it, so the two cannot disagree.
 */
export const API_ROOTS = {
  recruiter: "/recruiters",
  administrator: "/recruiters/administrator",
} as const satisfies Record<EntityArea, string>;

/** The administrator area's API root: `/recruiters/administrator`. */
export const ADMIN_API_PREFIX = API_ROOTS.administrator;

/** Every area with its API root, in the order routes are registered. */
export const AREA_API_ROOTS: readonly { readonly area: EntityArea; readonly prefix: string }[] = (
  Object.keys(API_ROOTS) as EntityArea[]
).map((area) => ({ area, prefix: API_ROOTS[area] }));

/** The API root of an area: where its entities' records and its own routes live. */
export function apiRootOf(area: EntityArea): string {
  return API_ROOTS[area];
}

/** The API root of an entity's records: its area's root. */
export function entityApiRoot(entity: { readonly area: EntityArea }): string {
  return apiRootOf(entity.area);
}
