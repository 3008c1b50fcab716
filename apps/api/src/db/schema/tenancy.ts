import type { EntityName } from "@seleta/domain";

/**
 * Entities the whole group shares: the businesses themselves, the people who work across them (recruiters
 * belong to several businesses through `recruiters_businesses`), login accounts, roles and the reference
 * catalogues every firm uses alike. Every other entity's rows belong to one business (`business_id`), and every
 * query of them is scoped by it (src/tenancy.ts).
 */
export const SHARED_ENTITIES: ReadonlySet<EntityName> = new Set<EntityName>([
  "businesses",
  "accounts",
  "recruiters",
  "roles",
  "integrations",
  "core_industries",
  "linkedin_core_industries",
  "city_taxes",
  "position_levels",
  "category_sectors",
  "benefits",
]);

/** An ATS keeps the history of these: a delete sets `deleted_at`, and every read leaves such rows out. */
export const SOFT_DELETED_ENTITIES: ReadonlySet<EntityName> = new Set<EntityName>([
  "candidates",
  "client_companies",
  "jobs",
]);

/** The tenancy column. An entity that declares a `business` relation stores it in this same column. */
export const TENANT_COLUMN = "business_id";

export function isTenantOwned(name: string): boolean {
  return !SHARED_ENTITIES.has(name as EntityName);
}

export function isSoftDeleted(name: string): boolean {
  return SOFT_DELETED_ENTITIES.has(name as EntityName);
}
