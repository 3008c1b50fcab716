/**
 * The client contacts' portal (spec §2 "Client-contact area", §6), for a signed-in client contact:
 *
 *   GET /client_contacts/jobs             their company's jobs, each with counts and the latest shortlist sent to them
 *   GET /client_contacts/jobs/{ref}       one of them by id or uid, with the shortlists sent to them and the
 *                                         candidates presented (name, position, the contact's own rating)
 *   GET /client_contacts/projects         the company's projects: its portal administrators only (`is_admin`)
 *   GET /client_contacts/projects/{id}    one of them, with its jobs
 *
 * Who reaches what is the policy's (`authz/policy.ts`, the registry's `outsideAccess`): a contact who may not read an
 * entity at all gets 403 (projects without `is_admin`, the menu's entry hidden by the same rule in the domain's
 * `CLIENT_CONTACT_MENU`); a row outside their company, deleted or unknown is the same 404, so an id or uid of another
 * company tells nothing. Any other session (a recruiter's, a candidate's) or none is 401.
 */
import { type AnyEntity, findEntity } from "@seleta/domain";
import {
  clientJobAnswerSchema,
  clientJobRefSchema,
  clientJobsAnswerSchema,
  clientProjectAnswerSchema,
  clientProjectsAnswerSchema,
  isJobIdRef,
  pathIdSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, principalOf, requireSignIn } from "../../auth/http";
import { allows } from "../../authz/policy";
import { clientJob, clientJobs, clientProject, clientProjects } from "../../clientPortal/queries";
import type { Database } from "../../db/client";
import { notFound } from "../../edge/errors";

const jobsEntity = findEntity("jobs") as AnyEntity;
const projectsEntity = findEntity("projects") as AnyEntity;

export const clientPortalRoutes: FastifyPluginAsync<{
  db: Database;
  /** Jobs or projects one answer lists at most (config.ts `portalRowsPerAnswer`). */
  rowsPerAnswer: number;
}> = async (fastify, { db, rowsPerAnswer }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "client_contacts");
  const tags = ["client contacts"];

  const readable = (entity: AnyEntity) => (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request, "client_contacts");
    if (!allows(principal, "read", entity)) throw forbidden();
    return principal;
  };
  const jobReader = readable(jobsEntity);
  const projectReader = readable(projectsEntity);

  app.get(
    "/client_contacts/jobs",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The client contact's company's jobs, with counts and the latest shortlist sent to the contact",
        response: { 200: clientJobsAnswerSchema },
      },
    },
    async (request) => ({ jobs: await clientJobs(db, jobReader(request), rowsPerAnswer) }),
  );

  app.get(
    "/client_contacts/jobs/:ref",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "A job of the contact's company by id or uid: the shortlists sent to the contact and their candidates",
        params: z.strictObject({ ref: clientJobRefSchema }),
        response: { 200: clientJobAnswerSchema },
      },
    },
    async (request) => {
      const principal = jobReader(request);
      const { ref } = request.params;
      const found = await clientJob(db, principal, isJobIdRef(ref) ? { id: Number(ref) } : { uid: ref });
      if (!found) throw notFound("There is no such job.");
      return found;
    },
  );

  app.get(
    "/client_contacts/projects",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The company's projects, for its portal administrators",
        response: { 200: clientProjectsAnswerSchema },
      },
    },
    async (request) => ({ projects: await clientProjects(db, projectReader(request), rowsPerAnswer) }),
  );

  app.get(
    "/client_contacts/projects/:id",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "A project of the company and its jobs, for its portal administrators",
        params: z.strictObject({ id: pathIdSchema }),
        response: { 200: clientProjectAnswerSchema },
      },
    },
    async (request) => {
      const found = await clientProject(db, projectReader(request), request.params.id, rowsPerAnswer);
      if (!found) throw notFound("There is no such project.");
      return found;
    },
  );
};
