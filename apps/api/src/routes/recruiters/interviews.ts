/**
 * Interviews beside the entity engine (interviews/):
 *
 *   POST /recruiters/interviews/{id}/cancel  {interview: {cancel_reason}} → the interview, cancelled; everyone
 *                                            invited is told (a CANCEL of its calendar entry)
 *
 * Who: a recruiter who may update interviews; an interview of another business, or one they may not update, is 404.
 */
import { type AnyEntity, findEntity } from "@seleta/domain";
import { pathIdSchema } from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import { allows } from "../../authz/policy";
import type { Database } from "../../db/client";
import { requestLocale } from "../../edge/errors";
import { CANCEL_REASON_MAX, cancelInterview } from "../../interviews/cancel";

const interviews = findEntity("interviews") as AnyEntity;

export const interviewRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");

  app.post(
    "/recruiters/interviews/:id/cancel",
    {
      preHandler: signedIn,
      schema: {
        tags: ["interviews"],
        summary: "Cancel an interview with a reason: everyone invited gets the calendar's cancellation by mail",
        params: z.object({ id: pathIdSchema }),
        body: z.object({
          interview: z.object({ cancel_reason: z.string().max(CANCEL_REASON_MAX * 2) }),
        }),
        response: { 200: z.object({ interview: z.record(z.string(), z.unknown()) }) },
      },
    },
    async (request) => {
      const principal = principalOf(request, "recruiters");
      if (!allows(principal, "update", interviews)) throw forbidden();
      const interview = await cancelInterview(
        db,
        principal,
        request.params.id,
        request.body.interview.cancel_reason,
        requestLocale(request),
        request.id,
      );
      return { interview };
    },
  );
};
