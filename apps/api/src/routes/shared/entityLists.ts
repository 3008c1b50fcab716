/**
 * Lists and bulk deletes of every registry entity. Recruiter-area entities under
 * `/recruiters/{entity}`, the administrator area's under `/recruiters/administrator/{entity}` (administrators only).
 *
 *   GET    …/{entity}?page&per_page&term&terms_*&where&order&filter
 *          → {"<entity>": [records], "meta": {page, per_page, total, total_estimated?}} (the total is counted up to
 *            TOTAL_CAP rows, past it the planner's estimate, flagged: see runListQuery); records carry `_highlight` (HTML-safe, matches
 *            in <mark>) when a terms_* parameter is given. The language: packages/domain/src/entities/listQuery.ts.
 *   DELETE and PATCH …/{entity} (bulk actions): see bulkActions.ts.
 *
 * Who: a recruiter's session (401 without one, 403 for a candidate's or a client contact's); 403 when the role may
 * not read (delete) the entity at all; rows are those of `rowScope` (the business, not deleted). An unknown entity,
 * or one of the other area, is a 404.
 */
import { AREA_API_ROOTS, presetContext } from "@seleta/domain";
import { entityListAnswerSchema } from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import { allows } from "../../authz/policy";
import type { Database } from "../../db/client";
import { requestLocale } from "../../edge/errors";
import { entityListPage, parseListQuery, TOTAL_CAP } from "../../engine/listQuery";
import { entityIn } from "./entityIn";

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

export const entityListRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");
  const tags = ["entity engine"];

  for (const { area, prefix } of AREA_API_ROOTS) {
    const where = area === "administrator" ? " (administrator area)" : "";

    app.get(
      `${prefix}/:entity`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `A page of a registry entity's list${where}: {"<entity>": [...], "meta": {page, per_page, total}}`,
          description: `\`meta.total\` is counted exactly when the database expects at most ${TOTAL_CAP.toLocaleString("en")} matching records (or the page is the last one); otherwise it is the database's estimate and \`meta.total_estimated\` is true (absent when the total is exact).`,
          params: entityParams,
          querystring: listQuerystring,
          response: { 200: entityListAnswerSchema },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request, "recruiters");
        const entity = entityIn(area, request.params.entity);
        if (!allows(principal, "read", entity)) throw forbidden();
        const query = parseListQuery(entity, request.query, requestLocale(request));
        const page = await entityListPage(db, entity, query, principal, presetContext(principal.id, new Date()));
        const meta: z.input<typeof entityListAnswerSchema>["meta"] = {
          page: query.page,
          per_page: query.per_page,
          total: page.total,
          ...(page.totalEstimated ? { total_estimated: true } : {}),
        };
        // The records are the database's JSON (runListQuery: the registry's fields only, as the schema above says),
        // spliced in as they are: a JSON string is sent without the schema's serializer.
        const body = `{${JSON.stringify(entity.name)}:[${page.rows.join(",")}],"meta":${JSON.stringify(meta)}}`;
        return reply
          .type("application/json; charset=utf-8")
          .send(body as unknown as z.input<typeof entityListAnswerSchema>);
      },
    );
  }
};
