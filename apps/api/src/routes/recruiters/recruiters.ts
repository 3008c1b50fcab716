/**
 * The recruiter's own things (spec §3/§7): the businesses they work in and the current one
 * (`GET|PUT /recruiters/business.json`, `GET /recruiters/businesses`), the administrator's dashboard figures
 * (`GET /recruiters/administrator/dashboard`), the profile and its e-mail signature (`GET /recruiters/profile`,
 * `PUT /recruiters/`). Every route needs a recruiter's session; the dashboard an administrator's.
 */

import { ADMIN_API_PREFIX } from "@seleta/domain";
import {
  adminDashboardSchema,
  businessChoiceBodySchema,
  businessesAnswerSchema,
  type businessSchema,
  businessSelectionSchema,
  recruiterAnswerSchema,
} from "@seleta/domain/wire";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import { recruiterMe } from "../../auth/me";
import type { RecruiterPrincipal } from "../../auth/principal";
import { SIGNATURE_MAX_LENGTH, sanitizeSignature } from "../../business/signatureHtml";
import { type Database, queryRows } from "../../db/client";
import { businesses, col, recruiters } from "../../db/schema";
import { exactText, sortKey } from "../../db/schema/sortKey";
import { HttpError } from "../../edge/errors";

type Business = z.output<typeof businessSchema>;

async function businessesOf(db: Database, principal: RecruiterPrincipal): Promise<Business[]> {
  if (principal.businessIds.length === 0) return [];
  const rows = await queryRows<Business>(
    db,
    sql`select id, name, logo_url from ${businesses}
        where id in (${sql.join(
          principal.businessIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by ${sortKey(col(businesses, "name"))}, ${exactText(col(businesses, "name"))}, id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, logo_url: row.logo_url ?? null }));
}

async function businessJson(db: Database, principal: RecruiterPrincipal) {
  const list = await businessesOf(db, principal);
  return {
    businesses: list,
    business_selected: list.find((business) => business.id === principal.businessId) ?? null,
  };
}

export const recruiterRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");
  const tags = ["recruiters"];

  app.get(
    "/recruiters/businesses",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The businesses the recruiter works in (administrators: all)",
        response: { 200: businessesAnswerSchema },
      },
    },
    async (request) => ({ businesses: await businessesOf(db, principalOf(request, "recruiters")) }),
  );

  app.get(
    "/recruiters/business.json",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The recruiter's businesses and the current one",
        response: { 200: businessSelectionSchema },
      },
    },
    async (request) => businessJson(db, principalOf(request, "recruiters")),
  );

  app.put(
    "/recruiters/business.json",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Switch the current business (every later request is scoped to it)",
        body: businessChoiceBodySchema,
        response: { 200: businessSelectionSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      const chosen =
        typeof request.body.business_selected === "number"
          ? request.body.business_selected
          : request.body.business_selected.id;
      if (!principal.businessIds.includes(chosen)) {
        throw forbidden("You do not work in this business.");
      }
      await queryRows(
        db,
        sql`update ${recruiters} set current_business_id = ${chosen}, updated_at = now() where id = ${principal.id}`,
      );
      return businessJson(db, { ...principal, businessId: chosen });
    },
  );

  app.get(
    `${ADMIN_API_PREFIX}/dashboard`,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Administrator dashboard figures of the current business",
        response: { 200: adminDashboardSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      if (!principal.isAdmin) throw forbidden("Only administrators see the dashboard.");
      if (principal.businessId === null) throw new HttpError(409, "no_business", "There is no business to work in.");
      const [row] = await queryRows<{ nubela_credit: number | null }>(
        db,
        sql`select nubela_credit from ${businesses} where id = ${principal.businessId}`,
      );
      return { data: { nubela_credit: Number(row?.nubela_credit ?? 0) } };
    },
  );

  app.get(
    "/recruiters/profile",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The recruiter's profile, with the e-mail signature",
        response: { 200: recruiterAnswerSchema },
      },
    },
    async (request) => ({ recruiter: await recruiterMe(db, principalOf(request, "recruiters")) }),
  );

  app.put(
    "/recruiters",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Update the recruiter's own profile: the e-mail signature (HTML, sanitised)",
        body: z.strictObject({
          recruiter: z.strictObject({ signature: z.string().max(SIGNATURE_MAX_LENGTH).nullable() }),
        }),
        response: { 200: recruiterAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      const signature = sanitizeSignature(request.body.recruiter.signature);
      await queryRows(
        db,
        sql`update ${recruiters} set signature = ${signature}, updated_at = now(), updated_by = ${principal.accountId}
            where id = ${principal.id}`,
      );
      return { recruiter: await recruiterMe(db, principal) };
    },
  );
};
