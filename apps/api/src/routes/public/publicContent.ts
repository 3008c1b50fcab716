/**
 * The public site's content (`/api/v1/public/…`): no session, the host's business (`businessForHost`), published
 * rows only (publicSite/content.ts says which), in the visitor's language. Query values a visitor could mistype
 * (`?page=-1`, an unknown `kind`) read as the first page or no filter, never an error; an unknown, unpublished or
 * another business's uid or slug is a 404.
 *
 * Every answer is the same for every visitor of a host and language, so a CDN may keep it briefly: `public`, a
 * short max-age with stale-while-revalidate (an administrator's change shows within minutes, no purge needed), and
 * `Vary: Host, Accept-Language`. The language is read from Accept-Language alone (not from the locale cookie the
 * rest of the API reads first, which would make every answer vary by Cookie): the web app sends the page's
 * language, which its cookie chose, as Accept-Language. Nothing here reads or sets a cookie.
 */
import { DEFAULT_LOCALE, type Locale } from "@seleta/domain";
import {
  EVENT_WHEN,
  type EventWhen,
  PUBLICATION_FILTERS,
  type PublicationFilter,
  publicAreaListSchema,
  publicAreaPageSchema,
  publicCourseListSchema,
  publicCourseSchema,
  publicEventListSchema,
  publicEventSchema,
  publicHomeSchema,
  publicMilestoneListSchema,
  publicOfferingListSchema,
  publicPublicationListSchema,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { businessForHost } from "../../business/tenancy";
import type { Database } from "../../db/client";
import { HttpError } from "../../edge/errors";
import {
  findArea,
  findCourse,
  findEvent,
  homeContent,
  listAreas,
  listCourses,
  listEvents,
  listMilestones,
  listPrograms,
  listPublications,
  listSolutions,
  parsePage,
} from "../../publicSite/content";

export const PUBLIC_CONTENT_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";
export const PUBLIC_CONTENT_VARY = "Host, Accept-Language";

/** The language of the content: Accept-Language's first choice, en or pt-BR (the default). */
export function contentLocale(request: Pick<FastifyRequest, "headers">): Locale {
  const first = request.headers["accept-language"]?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : DEFAULT_LOCALE;
}

const NOT_FOUND: Record<Locale, string> = {
  "pt-BR": "Esta página não existe ou não está mais publicada.",
  en: "This page does not exist or is no longer published.",
};

function notFound(locale: Locale): HttpError {
  return new HttpError(404, "not_found", NOT_FOUND[locale]);
}

function oneOf<T extends string>(values: readonly T[], raw: unknown): T | null {
  return typeof raw === "string" && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

/** The query string, whatever its shape: repeated or odd keys are read leniently, never refused. */
const lenientQuery = z.record(z.string(), z.unknown());
const uidParams = z.object({ uid: z.string().max(64) });
const slugParams = z.object({ slug: z.string().max(120) });

export const publicContentRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The host's business and the visitor's language; the answer is marked cacheable by host and language. */
  async function audience(request: FastifyRequest, reply: FastifyReply) {
    const locale = contentLocale(request);
    const businessId = await businessForHost(db, request.host);
    if (businessId === undefined) throw notFound(locale);
    reply.header("cache-control", PUBLIC_CONTENT_CACHE_CONTROL);
    reply.header("vary", PUBLIC_CONTENT_VARY);
    return { businessId, locale };
  }

  const tags = ["public site"];

  app.get(
    "/public/home",
    { schema: { tags, summary: "What the site's home shows", response: { 200: publicHomeSchema } } },
    async (request, reply) => {
      const { businessId, locale } = await audience(request, reply);
      return homeContent(db, businessId, locale);
    },
  );

  app.get(
    "/public/publications",
    {
      schema: {
        tags,
        summary: "Published publications, newest first (?kind=publication|insight|research|media|insights&page=)",
        querystring: lenientQuery,
        response: { 200: publicPublicationListSchema },
      },
    },
    async (request, reply) => {
      const { businessId, locale } = await audience(request, reply);
      const kind = oneOf<PublicationFilter>(PUBLICATION_FILTERS, request.query.kind);
      return listPublications(db, businessId, locale, kind, parsePage(request.query.page));
    },
  );

  app.get(
    "/public/events",
    {
      schema: {
        tags,
        summary: "Published events, upcoming (soonest first) or past (latest first) (?when=&page=)",
        querystring: lenientQuery,
        response: { 200: publicEventListSchema },
      },
    },
    async (request, reply) => {
      const { businessId, locale } = await audience(request, reply);
      const when = oneOf<EventWhen>(EVENT_WHEN, request.query.when) ?? "upcoming";
      return listEvents(db, businessId, locale, when, parsePage(request.query.page));
    },
  );

  app.get(
    "/public/events/:uid",
    {
      schema: { tags, summary: "One published event", params: uidParams, response: { 200: publicEventSchema } },
    },
    async (request, reply) => {
      const { businessId, locale } = await audience(request, reply);
      const event = await findEvent(db, businessId, request.params.uid);
      if (!event) throw notFound(locale);
      return event;
    },
  );

  app.get(
    "/public/courses",
    {
      schema: {
        tags,
        summary: "Published courses (?page=)",
        querystring: lenientQuery,
        response: { 200: publicCourseListSchema },
      },
    },
    async (request, reply) => {
      const { businessId, locale } = await audience(request, reply);
      return listCourses(db, businessId, locale, parsePage(request.query.page));
    },
  );

  app.get(
    "/public/courses/:uid",
    {
      schema: { tags, summary: "One published course", params: uidParams, response: { 200: publicCourseSchema } },
    },
    async (request, reply) => {
      const { businessId, locale } = await audience(request, reply);
      const course = await findCourse(db, businessId, request.params.uid);
      if (!course) throw notFound(locale);
      return course;
    },
  );

  app.get(
    "/public/specialties",
    { schema: { tags, summary: "The business areas", response: { 200: publicAreaListSchema } } },
    async (request, reply) => {
      const { locale } = await audience(request, reply);
      return { locale, areas: await listAreas(db, locale) };
    },
  );

  app.get(
    "/public/specialties/:slug",
    {
      schema: { tags, summary: "One business area", params: slugParams, response: { 200: publicAreaPageSchema } },
    },
    async (request, reply) => {
      const { locale } = await audience(request, reply);
      const area = await findArea(db, locale, request.params.slug);
      if (!area) throw notFound(locale);
      return area;
    },
  );

  app.get(
    "/public/solutions",
    { schema: { tags, summary: "Published solutions", response: { 200: publicOfferingListSchema } } },
    async (request, reply) => {
      const { businessId, locale } = await audience(request, reply);
      return listSolutions(db, businessId, locale);
    },
  );

  app.get(
    "/public/programs",
    { schema: { tags, summary: "Published programmes", response: { 200: publicOfferingListSchema } } },
    async (request, reply) => {
      const { businessId, locale } = await audience(request, reply);
      return listPrograms(db, businessId, locale);
    },
  );

  app.get(
    "/public/milestones",
    { schema: { tags, summary: "The firm's history, oldest first", response: { 200: publicMilestoneListSchema } } },
    async (request, reply) => {
      const { businessId, locale } = await audience(request, reply);
      return listMilestones(db, businessId, locale);
    },
  );
};
