/**
 * Lists and bulk deletes of every registry entity (issue 6 items 1–2). Recruiter-area entities under
 * `/recruiters/{entity}`, the administrator area's under `/recruiters/administrator/{entity}` (administrators only).
 *
 *   GET    …/{entity}?page&per_page&term&terms_*&where&order&filter
 *          → {"<entity>": [records], "meta": {page, per_page, total}}; records carry `_highlight` (HTML-safe, matches
 *            in <mark>) when a terms_* parameter is given. The language: packages/domain/src/entities/listQuery.ts.
 *   DELETE …/{entity}  {"entity_collection": {"collections": [{reference_type, reference_id}]}}
 *                   or {"select_all_params": {"search": {entity, search, term, where, page, filter, order}}}
 *          → {"deleted": n}
 *
 * Who: a recruiter's session (401 without one, 403 for a candidate's or a client contact's); 403 when the role may
 * not read (delete) the entity at all; rows are those of `rowScope` (the business, not deleted). An unknown entity,
 * or one of the other area, is a 404.
 */
import { type AnyEntity, type EntityArea, findEntity, presetContext } from "@seleta/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../auth/http";
import { allows } from "../authz/policy";
import type { Database } from "../db/client";
import { entityTable } from "../db/schema";
import { BULK_DELETE_LIMIT, bulkDelete } from "../engine/bulkDelete";
import { compileListQuery, parseListQuery, runListQuery } from "../engine/listQuery";
import { attachRelations, toRecord } from "../engine/records";
import { notFound, requestLocale } from "../errors";

const AREAS: readonly { area: EntityArea; prefix: string }[] = [
  { area: "recruiter", prefix: "/recruiters" },
  { area: "administrator", prefix: "/recruiters/administrator" },
];

const entityParams = z.object({ entity: z.string().min(1).max(64) });

/** Every parameter is text on the wire; the domain's list query schema reads them (and names the bad ones). */
const listQuerystring = z.object({
  page: z.string().optional().describe("1 or more"),
  per_page: z.string().optional().describe("1 to 100 (default 25)"),
  term: z.string().optional().describe("the list's search box"),
  terms_search: z.string().optional().describe('words and "phrases": at least one must match; ranks'),
  terms_required: z.string().optional().describe("all must match"),
  terms_optional: z.string().optional().describe("rank only"),
  terms_excluded: z.string().optional().describe("none may match"),
  where: z
    .string()
    .optional()
    .describe('JSON: {"field": value} or {"field": {"eq|ne|in|nin|gt|gte|lt|lte|between|contains|null": value}}'),
  order: z.string().optional().describe('JSON: {"field": "asc"|"desc"}'),
  filter: z.string().optional().describe('JSON: preset names, ["mine"]'),
});

const listResponse = z
  .object({ meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }) })
  .catchall(z.array(z.record(z.string(), z.unknown())));

const collectionItem = z.strictObject({
  reference_type: z.string().min(1).max(80),
  reference_id: z.number().int().positive().max(2_147_483_647),
});

const listText = z.string().max(500).optional();
const jsonOrObject = z.union([z.string().max(200_000), z.record(z.string(), z.unknown())]).optional();

const selectAllSearch = z.strictObject({
  entity: z.string().min(1).max(64),
  search: listText,
  term: listText,
  terms_search: listText,
  terms_required: listText,
  terms_optional: listText,
  terms_excluded: listText,
  where: jsonOrObject,
  // The page on screen when everything was selected: a select-all spans every page.
  page: z.union([z.number(), z.string()]).optional(),
  filter: z.union([z.string().max(2000), z.array(z.unknown()).max(50)]).optional(),
  order: jsonOrObject,
  excluded_ids: z.array(z.number().int().positive()).max(50_000).optional(),
});

const bulkDeleteBody = z.union([
  z.strictObject({
    entity_collection: z.strictObject({ collections: z.array(collectionItem).min(1).max(BULK_DELETE_LIMIT) }),
  }),
  z.strictObject({ select_all_params: z.strictObject({ search: selectAllSearch }) }),
]);

function entityIn(area: EntityArea, name: string): AnyEntity {
  const entity = findEntity(name);
  if (!entity || entity.area !== area) throw notFound(`No entity ${name}.`);
  return entity;
}

export const entityListRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");
  const tags = ["entity engine"];

  for (const { area, prefix } of AREAS) {
    const where = area === "administrator" ? " (administrator area)" : "";

    app.get(
      `${prefix}/:entity`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `A page of a registry entity's list${where}: {"<entity>": [...], "meta": {page, per_page, total}}`,
          params: entityParams,
          querystring: listQuerystring,
          response: { 200: listResponse },
        },
        // The records come from toRecord (the registry's fields only): documented by the schema above, written
        // without checking each of them again, which would cost more than the query of a page.
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request) => {
        const principal = principalOf(request, "recruiters");
        const entity = entityIn(area, request.params.entity);
        if (!allows(principal, "read", entity)) throw forbidden();
        const query = parseListQuery(entity, request.query, requestLocale(request));
        const table = entityTable(entity.name);
        const executor = db.drizzle;
        const compiled = await compileListQuery(
          executor,
          entity,
          table,
          query,
          principal,
          presetContext(principal.id, new Date()),
        );
        const page = await runListQuery(executor, entity, table, compiled, { parallel: db.kind === "postgres" });
        const records = page.rows.map((row) => toRecord(entity, row, principal));
        await attachRelations(executor, entity, records);
        if (compiled.highlight) {
          records.forEach((record, index) => {
            record._highlight = page.highlights[index] ?? null;
          });
        }
        return {
          [entity.name]: records,
          meta: { page: query.page, per_page: query.per_page, total: page.total },
        } as z.infer<typeof listResponse>;
      },
    );

    app.delete(
      `${prefix}/:entity`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `Delete records of a list${where}: picked by hand, or everything a search selects`,
          params: entityParams,
          body: bulkDeleteBody,
          response: { 200: z.object({ deleted: z.number() }) },
        },
      },
      async (request) => {
        const principal = principalOf(request, "recruiters");
        const entity = entityIn(area, request.params.entity);
        if (!allows(principal, "delete", entity)) throw forbidden();
        const deleted = await bulkDelete(
          db,
          entity,
          request.body,
          principal,
          presetContext(principal.id, new Date()),
          requestLocale(request),
          request.id,
        );
        return { deleted };
      },
    );
  }
};
