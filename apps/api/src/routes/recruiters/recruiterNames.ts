/**
 * `GET /recruiters/recruiter_names?ids=1,2`: who a record's owner or responsible is, for any signed-in
 * recruiter. The recruiters entity itself is the administrator area's; its rows carry more than a name (e-mail,
 * phone, role) and stay there. Recruiters are shared by the group's businesses (db/schema/tenancy.ts) and a
 * candidate of one business may be owned by a recruiter of another, so any recruiter is named; unknown ids are
 * left out.
 */
import { recruiterNamesAnswerSchema, recruiterNamesQuerySchema } from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireSignIn } from "../../auth/http";
import type { Database } from "../../db/client";
import { recruiterNames } from "../../recruiters/queries";

const MAX_ID = 2_147_483_647;

export const recruiterNameRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/recruiters/recruiter_names",
    {
      preHandler: requireSignIn(db, "recruiters"),
      schema: {
        tags: ["recruiters"],
        summary: "The names of recruiters, by id",
        querystring: recruiterNamesQuerySchema,
        response: { 200: recruiterNamesAnswerSchema },
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.ids.split(",").map(Number))].filter((id) => id > 0 && id <= MAX_ID);
      return { recruiter_names: await recruiterNames(db, ids) };
    },
  );
};
