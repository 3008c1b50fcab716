/**
 * `/recruiters/entity_pages` (spec §3 entity page, §7): a recruiter's saved views of a list
 * (`type_view` index) or a record page (show), and — under the entity `recent` — the history speed-dial's recent
 * pages (spec §2). One row per (recruiter, current business, entity, type_view, custom_entity); a POST replaces
 * that row's pages. Every route is the signed-in recruiter's own: another recruiter's row is not found.
 */
import { entityRoute, findEntity } from "@seleta/domain";
import {
  deletedSchema,
  entityPagesAnswerSchema,
  entityPagesBodySchema,
  entityPagesFilterSchema,
  entityPagesListAnswerSchema,
  type entityPagesSchema,
  pathIdSchema,
  RECENT_PAGES_ENTITY,
  TYPE_VIEWS,
} from "@seleta/domain/wire";
import { and, asc, count, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import type { RecruiterPrincipal } from "../../auth/principal";
import { allows } from "../../authz/policy";
import type { Database } from "../../db/client";
import { entityPages } from "../../db/schema";
import { HttpError, notFound } from "../../edge/errors";

export { MAX_PAGES_PER_ENTRY, RECENT_PAGES_ENTITY as RECENT_ENTITY } from "@seleta/domain/wire";

/** A recruiter keeps a few dozen views, not an unbounded store. */
export const MAX_ENTRIES_PER_RECRUITER = 200;

/** Two-key advisory lock namespace: replacing a recruiter's entry is serialised per recruiter. */
const LOCK_NAMESPACE = 6_004;

type Stored = z.input<typeof entityPagesSchema>;

type Row = typeof entityPages.$inferSelect;

function stored(row: Row): Stored {
  const entity = row.entity === RECENT_PAGES_ENTITY ? undefined : findEntity(row.entity);
  return {
    id: row.id,
    // Written through entityPagesBodySchema: a registry entity or `recent`.
    entity: row.entity as Stored["entity"],
    type_view: (TYPE_VIEWS as readonly string[]).includes(row.type_view)
      ? (row.type_view as Stored["type_view"])
      : "index",
    custom_entity: row.custom_entity,
    link: entity ? entityRoute(entity) : null,
    pages: row.pages as Stored["pages"],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The recruiter's own rows in the business they work in now. */
function own(principal: RecruiterPrincipal): SQL {
  return and(
    eq(entityPages.recruiter_id, principal.id),
    principal.businessId === null ? isNull(entityPages.business_id) : eq(entityPages.business_id, principal.businessId),
  ) as SQL;
}

/** Saved views of an entity need the right to read it; recent pages link anywhere the recruiter went. */
function checkEntity(principal: RecruiterPrincipal, name: string) {
  if (name === RECENT_PAGES_ENTITY) return;
  const entity = findEntity(name);
  if (!entity || !allows(principal, "read", entity)) throw forbidden("You may not read this entity.");
}

export const entityPageRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");
  const tags = ["entity engine"];

  app.get(
    "/recruiters/entity_pages",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The recruiter's saved views and recent pages in the current business",
        querystring: entityPagesFilterSchema,
        response: { 200: entityPagesListAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      const { entity, type_view } = request.query;
      const rows = await db.drizzle
        .select()
        .from(entityPages)
        .where(
          and(
            own(principal),
            entity ? eq(entityPages.entity, entity) : undefined,
            type_view ? eq(entityPages.type_view, type_view) : undefined,
          ),
        )
        .orderBy(asc(entityPages.entity), asc(entityPages.type_view), asc(entityPages.id));
      return { entity_pages: rows.map(stored) };
    },
  );

  app.post(
    "/recruiters/entity_pages",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Replace the pages of one saved view (or the recent pages: entity `recent`)",
        body: entityPagesBodySchema,
        response: { 200: entityPagesAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      const { entity, type_view, custom_entity, pages } = request.body.entity_pages;
      checkEntity(principal, entity);
      const custom = custom_entity ?? null;
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
        if (Number(held) >= MAX_ENTRIES_PER_RECRUITER) {
          throw new HttpError(
            422,
            "too_many_entity_pages",
            `A recruiter keeps at most ${MAX_ENTRIES_PER_RECRUITER} saved views: remove one first.`,
          );
        }
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
      return { entity_pages: stored(row) };
    },
  );

  app.delete(
    "/recruiters/entity_pages/destroy_all",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Remove the recruiter's pages in the current business (narrowed by entity and type_view if given)",
        querystring: entityPagesFilterSchema,
        response: { 200: deletedSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      const { entity, type_view } = request.query;
      const removed = await db.drizzle
        .delete(entityPages)
        .where(
          and(
            own(principal),
            entity ? eq(entityPages.entity, entity) : undefined,
            type_view ? eq(entityPages.type_view, type_view) : undefined,
          ),
        )
        .returning({ id: entityPages.id });
      return { deleted: removed.length };
    },
  );

  app.delete(
    "/recruiters/entity_pages/:id",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Remove one of the recruiter's saved views",
        params: z.strictObject({ id: pathIdSchema }),
        response: { 200: deletedSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      const removed = await db.drizzle
        .delete(entityPages)
        .where(and(own(principal), eq(entityPages.id, request.params.id)))
        .returning({ id: entityPages.id });
      if (removed.length === 0) throw notFound("There is no such page.");
      return { deleted: removed.length };
    },
  );
};
