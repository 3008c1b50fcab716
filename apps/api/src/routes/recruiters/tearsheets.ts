/**
 * Lists (tearsheets) filled from a selection, beside the registry's own routes for lists and their candidates:
 *
 *   POST /recruiters/tearsheets/{id}/candidates    add candidates (≤ 1,000 a call), each once → added, already
 *   POST /recruiters/tearsheets/with_candidates    a new list of the recruiter's with its first candidates → 201
 *   GET  /recruiters/tearsheets/talent_pool        the business's talent pool (made on first use)
 *
 * Who: a recruiter's session; filling needs update on tearsheets, create on tearsheet_candidates and read on
 * candidates (a new list also create on tearsheets); the talent pool needs read on tearsheets (403 otherwise). A list
 * the policy does not let them update (another business's, a colleague's not shared) is 404 as an unknown one.
 * The rules and the SQL are recruiters/tearsheets.ts's; refusals come in the caller's language.
 */

import { type AnyEntity, findEntity } from "@seleta/domain";
import {
  pathIdSchema,
  tearsheetAddAnswerSchema,
  tearsheetAddBodySchema,
  tearsheetAnswerSchema,
  tearsheetCreateWithCandidatesBodySchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import type { RecruiterPrincipal } from "../../auth/principal";
import { allows } from "../../authz/policy";
import type { Database } from "../../db/client";
import { requestLocale } from "../../edge/errors";
import { changeContext } from "../../engine/records";
import {
  addCandidatesToList,
  createListWithCandidates,
  mayFillLists,
  mayReadLists,
  talentPool,
} from "../../recruiters/tearsheets";

const listParams = z.object({ id: pathIdSchema });
const tearsheetsEntity = findEntity("tearsheets") as AnyEntity;

function filler(request: FastifyRequest, creating: boolean): RecruiterPrincipal {
  const principal = principalOf(request, "recruiters");
  if (!mayFillLists(principal) || (creating && !allows(principal, "create", tearsheetsEntity))) throw forbidden();
  return principal;
}

export const tearsheetRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");
  const tags = ["tearsheets"];

  app.post(
    "/recruiters/tearsheets/:id/candidates",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Add candidates to a list, each once (one already there keeps its stage); all of them or none",
        params: listParams,
        body: tearsheetAddBodySchema,
        response: { 200: tearsheetAddAnswerSchema },
      },
    },
    async (request) => {
      const principal = filler(request, false);
      return addCandidatesToList(
        db,
        principal,
        request.params.id,
        request.body.candidate_ids,
        changeContext(principal, request.id, requestLocale(request)),
        requestLocale(request),
      );
    },
  );

  app.post(
    "/recruiters/tearsheets/with_candidates",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Create a list of the recruiter's with its first candidates; nothing is made if one is refused",
        body: tearsheetCreateWithCandidatesBodySchema,
        response: { 201: tearsheetAddAnswerSchema },
      },
    },
    async (request, reply) => {
      const principal = filler(request, true);
      const answer = await createListWithCandidates(
        db,
        principal,
        request.body.tearsheet,
        changeContext(principal, request.id, requestLocale(request)),
        requestLocale(request),
      );
      return reply.code(201).send(answer);
    },
  );

  app.get(
    "/recruiters/tearsheets/talent_pool",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The business's talent pool: its list of candidates kept for future searches, shared with all",
        response: { 200: tearsheetAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      if (!mayReadLists(principal)) throw forbidden();
      return { tearsheet: await talentPool(db, principal) };
    },
  );
};
