/**
 * A recruiter's saved views and recent pages (entity_pages), as routes/recruiters/entityPages.ts reads and writes
 * them: always the recruiter's own rows in the business they work in now.
 */
import { and, asc, count, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { RecruiterPrincipal } from "../auth/principal";
import type { Database } from "../db/client";
import { entityPages } from "../db/schema";

/** Two-key advisory lock namespace: replacing a recruiter's entry is serialised per recruiter. */
const LOCK_NAMESPACE = 6_004;

export type EntityPageRow = typeof entityPages.$inferSelect;

type View = { entity: string; type_view: string };

/** The recruiter's own rows in the business they work in now. */
function own(principal: RecruiterPrincipal): SQL {
  return and(
    eq(entityPages.recruiter_id, principal.id),
    principal.businessId === null ? isNull(entityPages.business_id) : eq(entityPages.business_id, principal.businessId),
  ) as SQL;
}

/** Narrowed to an entity and a kind of view when given. */
function narrowed(principal: RecruiterPrincipal, filter: Partial<View>): SQL {
  return and(
    own(principal),
    filter.entity ? eq(entityPages.entity, filter.entity) : undefined,
    filter.type_view ? eq(entityPages.type_view, filter.type_view) : undefined,
  ) as SQL;
}

export function ownEntityPages(db: Database, principal: RecruiterPrincipal, filter: Partial<View>) {
  return db.drizzle
    .select()
    .from(entityPages)
    .where(narrowed(principal, filter))
    .orderBy(asc(entityPages.entity), asc(entityPages.type_view), asc(entityPages.id));
}

/**
 * Replaces the pages of one of the recruiter's views (creating it); "full" when creating it would pass
 * `entriesPerRecruiter` (config.ts).
 */
export async function saveOwnEntityPages(
  db: Database,
  principal: RecruiterPrincipal,
  view: View & { custom_entity: string | null; pages: EntityPageRow["pages"] },
  entriesPerRecruiter: number,
): Promise<EntityPageRow | "full"> {
  const { entity, type_view, custom_entity: custom, pages } = view;
  const key = and(
    own(principal),
    eq(entityPages.entity, entity),
    eq(entityPages.type_view, type_view),
    custom === null ? isNull(entityPages.custom_entity) : eq(entityPages.custom_entity, custom),
  );
  const row = await db.drizzle.transaction(async (tx) => {
    // Two tabs saving at once must not leave two rows for one view (there is no unique key to lean on).
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${principal.id})`);
    const [existing] = await tx
      .select({ id: entityPages.id })
      .from(entityPages)
      .where(key)
      .orderBy(asc(entityPages.id))
      .limit(1);
    if (existing) {
      const [updated] = await tx
        .update(entityPages)
        .set({ pages, updated_at: sql`now()` })
        .where(eq(entityPages.id, existing.id))
        .returning();
      return updated;
    }
    const [{ value: held } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(entityPages)
      .where(own(principal));
    if (Number(held) >= entriesPerRecruiter) return "full" as const;
    const [inserted] = await tx
      .insert(entityPages)
      .values({
        recruiter_id: principal.id,
        business_id: principal.businessId,
        entity,
        type_view,
        custom_entity: custom,
        pages,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("entity_pages: the write returned no row");
  return row;
}

/** Removes the recruiter's views (narrowed when asked); how many. */
export async function deleteOwnEntityPages(
  db: Database,
  principal: RecruiterPrincipal,
  filter: Partial<View>,
): Promise<number> {
  const removed = await db.drizzle
    .delete(entityPages)
    .where(narrowed(principal, filter))
    .returning({ id: entityPages.id });
  return removed.length;
}

/** Removes one of the recruiter's views; 0 when it is not theirs or not there. */
export async function deleteOwnEntityPage(db: Database, principal: RecruiterPrincipal, id: number): Promise<number> {
  const removed = await db.drizzle
    .delete(entityPages)
    .where(and(own(principal), eq(entityPages.id, id)))
    .returning({ id: entityPages.id });
  return removed.length;
}
