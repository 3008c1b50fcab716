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
  businessSelectionSchema,
  recruiterAnswerSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import { recruiterMe } from "../../auth/me";
import type { RecruiterPrincipal } from "../../auth/principal";
import { SIGNATURE_MAX_LENGTH, sanitizeSignature } from "../../business/signatureHtml";
import type { Database } from "../../db/client";
import { HttpError } from "../../edge/errors";
import { businessesOf, chooseCurrentBusiness, nubelaCredit, storeSignature } from "../../recruiters/queries";

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
      await chooseCurrentBusiness(db, principal.id, chosen);
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
      return { data: { nubela_credit: await nubelaCredit(db, principal.businessId) } };
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
      await storeSignature(db, principal, signature);
      return { recruiter: await recruiterMe(db, principal) };
    },
  );
};
