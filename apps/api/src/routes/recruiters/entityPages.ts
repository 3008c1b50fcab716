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
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import type { RecruiterPrincipal } from "../../auth/principal";
import { allows } from "../../authz/policy";
import type { Database } from "../../db/client";
import { HttpError, notFound } from "../../edge/errors";
import {
  deleteOwnEntityPage,
  deleteOwnEntityPages,
  type EntityPageRow,
  ownEntityPages,
  saveOwnEntityPages,
} from "../../recruiters/entityPages";

export { MAX_PAGES_PER_ENTRY, RECENT_PAGES_ENTITY as RECENT_ENTITY } from "@seleta/domain/wire";

type Stored = z.input<typeof entityPagesSchema>;

type Row = EntityPageRow;

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

/** Saved views of an entity need the right to read it; recent pages link anywhere the recruiter went. */
function checkEntity(principal: RecruiterPrincipal, name: string) {
  if (name === RECENT_PAGES_ENTITY) return;
  const entity = findEntity(name);
  if (!entity || !allows(principal, "read", entity)) throw forbidden("You may not read this entity.");
}

export const entityPageRoutes: FastifyPluginAsync<{
  db: Database;
  /** Saved views one recruiter keeps at most (config.ts `entriesPerRecruiter`). */
  entriesPerRecruiter: number;
}> = async (fastify, { db, entriesPerRecruiter }) => {
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
      const rows = await ownEntityPages(db, principal, { entity, type_view });
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
      const row = await saveOwnEntityPages(
        db,
        principal,
        { entity, type_view, custom_entity: custom, pages },
        entriesPerRecruiter,
      );
      if (row === "full") {
        throw new HttpError(
          422,
          "too_many_entity_pages",
          `A recruiter keeps at most ${entriesPerRecruiter} saved views: remove one first.`,
        );
      }
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
      return { deleted: await deleteOwnEntityPages(db, principal, { entity, type_view }) };
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
      const deleted = await deleteOwnEntityPage(db, principal, request.params.id);
      if (deleted === 0) throw notFound("There is no such page.");
      return { deleted };
    },
  );
};
