/**
 * Interviews beside the entity engine (interviews/):
 *
 *   GET /recruiters/interviews/{id}/calendar  the interview's iCalendar file as it stands (text/calendar): its
 *                                             invitation, or its cancellation once cancelled
 *
 * Who: a recruiter who may read the interview; another business's, or one they may not read, is 404.
 */
import { type AnyEntity, findEntity } from "@seleta/domain";
import { pathIdSchema } from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import { allows } from "../../authz/policy";
import type { Database } from "../../db/client";
import { calendarFileFor } from "../../interviews/calendarFile";

const interviews = findEntity("interviews") as AnyEntity;

export const interviewRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "recruiters");

  app.get(
    "/recruiters/interviews/:id/calendar",
    {
      preHandler: signedIn,
      schema: {
        tags: ["interviews"],
        summary: "The interview's iCalendar file as it stands: its invitation, or its cancellation once cancelled",
        params: z.object({ id: pathIdSchema }),
        produces: ["text/calendar"],
      },
    },
    async (request, reply) => {
      const principal = principalOf(request, "recruiters");
      if (!allows(principal, "read", interviews)) throw forbidden();
      const file = await calendarFileFor(db, principal, request.params.id);
      reply.header("content-type", `text/calendar; charset=utf-8; method=${file.method.toUpperCase()}`);
      reply.header("content-disposition", `attachment; filename="entrevista-${request.params.id}.ics"`);
      return file.content;
    },
  );
};
