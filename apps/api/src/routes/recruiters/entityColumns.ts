/**
 * `GET /recruiters/entity_columns_structure/{apply|candidate|job|proposal|client_contact|client_company}` (spec §7): the columns a list view offers — generated from the registry by the domain
 * (`entityColumnsStructure`), so the server and the web app never disagree on a column. A recruiter who may not
 * read the entity gets 403: a column list names fields, and so does the permission.
 */
import { getEntity } from "@seleta/domain";
import { COLUMN_STRUCTURE_ENTITIES, COLUMN_STRUCTURE_NAMES, entityColumnsStructure } from "@seleta/domain/columns";
import { entityColumnsStructureAnswerSchema } from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import { allows } from "../../authz/policy";
import type { Database } from "../../db/client";

export const entityColumnRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/recruiters/entity_columns_structure/:name",
    {
      preHandler: requireSignIn(db, "recruiters"),
      schema: {
        tags: ["entity engine"],
        summary: "The columns of a list view: labels (pt-BR, en), kinds, sorting, filter operators, catalogues",
        params: z.strictObject({ name: z.enum(COLUMN_STRUCTURE_NAMES) }),
        response: { 200: entityColumnsStructureAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      const { name } = request.params;
      if (!allows(principal, "read", getEntity(COLUMN_STRUCTURE_ENTITIES[name]))) {
        throw forbidden("You may not read this entity.");
      }
      return { entity_columns_structure: entityColumnsStructure(name) };
    },
  );
};
