/**
 * The public job board, read without a session for the host's business:
 *   GET /public/jobs          a page of the business's public jobs (term, filters, page: read leniently)
 *   GET /public/jobs/{uid}    a public job and its similar ones; 404 for anything else
 *
 * A visitor's URL never earns a 400 or a 500: what the query cannot mean is dropped or brought into range and named
 * in `notices` (readPublicJobQuery). The answers are the same for everyone who asks the same host, so shared caches
 * may keep them briefly (`PUBLIC_JOBS_CACHE_CONTROL`); a 404 is not kept (see below).
 */
import {
  PUBLIC_JOBS_PER_PAGE,
  type PublicJobListAnswer,
  publicJobAnswerSchema,
  publicJobListAnswerSchema,
  type RawPublicJobQuery,
  readPublicJobQuery,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { businessConfig } from "../../business/config";
import { businessForHost } from "../../business/tenancy";
import type { Database } from "../../db/client";
import { withVary } from "../../edge/delivery";
import { HttpError, requestLocale } from "../../edge/errors";
import { findPublicJob, publishedSpecialties, searchPublicJobs, specialties } from "../../publicSite/publicJobs";

/**
 * A minute fresh, then served stale for five more while a CDN asks again: a change to a job shows within minutes,
 * and no purge is needed. Only on answers that are the same for every visitor of a host.
 */
export const PUBLIC_JOBS_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

/** The answers depend on the host (its business and configuration) and on nothing personal: no cookie, no language. */
function cacheablePublicly(reply: FastifyReply) {
  reply.header("cache-control", PUBLIC_JOBS_CACHE_CONTROL);
  reply.header("vary", withVary(reply.getHeader("vary"), "Host"));
}

/** Any value a query key may hold: one text, or several when the key repeats. */
const queryValue = z.union([z.string(), z.array(z.string())]).optional();

/** Documented keys; any other key (utm_source, a crawler's) is ignored, never refused. */
const publicJobQuerySchema = z.looseObject({
  term: queryValue.describe("Words searched in title, description and requirements (accents and case ignored)"),
  specialty: queryValue.describe("A business area's slug"),
  state: queryValue.describe("A Brazilian state's two-letter code (UF)"),
  city: queryValue.describe("A city (accents and case ignored)"),
  work_type: queryValue.describe("The workTypes catalogue's id"),
  hiring_regime: queryValue.describe("The hiringRegimes catalogue's id"),
  page: queryValue.describe("1-based; out of range reads the first or the last page"),
});

/** No uid is longer: a longer one is simply unknown. */
const UID_MAX_LENGTH = 64;

const NOT_FOUND = {
  "pt-BR": "Vaga não encontrada.",
  en: "Job not found.",
} as const;

export const publicJobRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/public/jobs",
    {
      schema: {
        tags: ["public"],
        summary: "A page of the host's business's published jobs, newest first (no session)",
        querystring: publicJobQuerySchema,
        response: { 200: publicJobListAnswerSchema },
      },
    },
    async (request, reply): Promise<PublicJobListAnswer> => {
      const [businessId, config, areas] = await Promise.all([
        businessForHost(db, request.host),
        businessConfig(db, request.host, request.server.publicOrigins),
        specialties(db),
      ]);
      const { search, notices } = readPublicJobQuery(request.query as RawPublicJobQuery, (slug) =>
        areas.bySlug.has(slug),
      );
      cacheablePublicly(reply);
      if (businessId === undefined) {
        return {
          jobs: [],
          total: 0,
          total_capped: false,
          page: 1,
          per_page: PUBLIC_JOBS_PER_PAGE,
          search,
          notices,
          specialties: [],
        };
      }
      const [found, choices] = await Promise.all([
        searchPublicJobs(db, businessId, search, config),
        publishedSpecialties(db, businessId),
      ]);
      if (found.pageOutOfRange && !notices.includes("page_out_of_range")) notices.push("page_out_of_range");
      return {
        jobs: found.jobs,
        total: found.total,
        total_capped: found.totalCapped,
        page: found.page,
        per_page: PUBLIC_JOBS_PER_PAGE,
        search: { ...search, page: found.page },
        notices,
        specialties: choices,
      };
    },
  );

  app.get(
    "/public/jobs/:uid",
    {
      schema: {
        tags: ["public"],
        summary: "A published job of the host's business and its similar ones (no session); 404 otherwise",
        params: z.object({ uid: z.string() }),
        response: { 200: publicJobAnswerSchema },
      },
    },
    async (request, reply) => {
      const { uid } = request.params;
      const [businessId, config] = await Promise.all([
        businessForHost(db, request.host),
        businessConfig(db, request.host, request.server.publicOrigins),
      ]);
      const found =
        businessId !== undefined && uid.length <= UID_MAX_LENGTH
          ? await findPublicJob(db, businessId, uid, config)
          : undefined;
      // One answer for an unknown uid, another business's job and a job that is not public (unpublished, closed,
      // past its deadline, deleted): nothing tells them apart. Not cached (the API's default `no-store`): its
      // message is in the visitor's language, it costs one indexed read, and a job published again shows at once.
      if (!found) throw new HttpError(404, "not_found", NOT_FOUND[requestLocale(request)]);
      cacheablePublicly(reply);
      return found;
    },
  );
};
