/**
 * The candidate area's other pages, each the signed-in candidate's own (a candidate session only; the row scope is
 * the session's candidate and business, never an id from the request):
 *   GET  /candidates/cultural_fit      their Big Five (`bigfive_50`), or null
 *   POST /candidates/cultural_fit      {answers: 50 × 1..5} → scored here (domain `scoreBigFive`) and stored
 *   GET  /candidates/meetings          interviews of their applications and meetings naming them: when, which
 *                                      round, where or the video link — never notes, ratings, feedback or agendas
 *   GET  /candidates/partners          the active partners of their business
 *   GET  /candidates/partners/{uid}    one of them (sanitised description); any other uid is the same 404
 *   GET  /candidates/jobs_for_you      open public jobs matching their role and their applications' business areas,
 *                                      through the public job board's own search (publicSite/publicJobs.ts)
 */
import { isCompleteBigFive, scoreBigFive } from "@seleta/domain/candidate-portal";
import {
  type CandidateMeeting,
  type CandidatePartnerSummary,
  candidateMeetingsAnswerSchema,
  candidatePartnerListSchema,
  candidatePartnerSchema,
  culturalFitAnswerSchema,
  culturalFitAnswersSchema,
  JOBS_FOR_YOU_LIMIT,
  jobsForYouAnswerSchema,
  type PublicJobSummary,
} from "@seleta/domain/wire";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireSignIn } from "../../auth/http";
import { businessConfig } from "../../business/config";
import {
  activePartner,
  activePartners,
  type MeetingRow,
  matchingProfile,
  meetingsOf,
  type PartnerRow,
  storeBigFive,
  storedBigFive,
} from "../../candidatePortal/queries";
import type { Database } from "../../db/client";
import { HttpError, requestLocale } from "../../edge/errors";
import { plainSummary, publicHtml } from "../../publicSite/contentHtml";
import { searchPublicJobs, specialties } from "../../publicSite/publicJobs";

const PARTNER_NOT_FOUND = {
  "pt-BR": "Parceiro não encontrado.",
  en: "Partner not found.",
} as const;

const INCOMPLETE_ANSWERS = {
  "pt-BR": "Responda às 50 afirmações, de 1 a 5, para ver o seu resultado.",
  en: "Answer all 50 statements, from 1 to 5, to see your result.",
} as const;

/** How many of the candidate's most recent business areas "jobs for you" searches. */
const AREAS_SEARCHED = 3;

/** A link a page may show: http(s) only (a stored `javascript:` or data URL is dropped). */
export function webLink(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && /^https?:\/\/[^\s]+$/i.test(text) ? text : null;
}

/** An image address a page may show: http(s) or a path of this site. */
function imageLink(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  return /^\/(?!\/)[^\s]*$/.test(text) ? text : webLink(text);
}

function partnerSummary(row: PartnerRow): CandidatePartnerSummary {
  return {
    uid: row.uid,
    name: row.name,
    logo: imageLink(row.logo),
    website: webLink(row.website),
    // Block ends become spaces, so paragraphs and list items do not run into each other in one line.
    summary: plainSummary(row.description?.replace(/<\/(p|li|h[1-6]|blockquote)>/gi, "$& ")),
  };
}

function toCandidateMeeting(row: MeetingRow): CandidateMeeting {
  return {
    kind: row.kind,
    key: `${row.kind}-${row.id}`,
    title: row.title,
    round: row.round === null ? null : Number(row.round),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    location: row.location?.trim() || null,
    meeting_url: webLink(row.meeting_url),
  };
}

/**
 * Upcoming (not yet ended; an interview without a duration counts as upcoming until it starts) soonest first, past
 * latest first.
 */
export function splitMeetings(meetings: readonly CandidateMeeting[], now: Date) {
  const isPast = (meeting: CandidateMeeting) =>
    new Date(meeting.ends_at ?? meeting.starts_at).getTime() < now.getTime();
  return {
    upcoming: meetings.filter((meeting) => !isPast(meeting)),
    past: meetings.filter(isPast).reverse(),
  };
}

/** Words that join a role's level to its function ("Gerente de Vendas", "Head of Sales"). */
const ROLE_CONNECTORS = new Set(["de", "do", "da", "dos", "das", "em", "of", "in", "for"]);

/**
 * What a role searches for: the role as written, and its function without the level that opens it ("Gerente de
 * Recursos Humanos" → "Recursos Humanos"), so a "Head de Recursos Humanos" job is found too. The board's search
 * needs every word of a term, so the whole role alone finds only near-identical titles.
 */
export function roleSearchTerms(role: string): string[] {
  const words = role.trim().split(/\s+/).filter(Boolean);
  const rest = words.slice(1);
  while (rest.length > 0 && ROLE_CONNECTORS.has((rest[0] as string).toLowerCase())) rest.shift();
  const terms = [words.join(" ")];
  if (rest.length > 0) terms.push(rest.join(" "));
  return terms.filter((term) => term.length > 0);
}

/** Jobs of several searches as one list: each job once, newest first, at most `limit`. */
export function mergeJobLists(lists: readonly (readonly PublicJobSummary[])[], limit: number): PublicJobSummary[] {
  const byUid = new Map<string, PublicJobSummary>();
  for (const job of lists.flat()) if (!byUid.has(job.uid)) byUid.set(job.uid, job);
  return [...byUid.values()].sort((a, b) => b.date_posted.localeCompare(a.date_posted)).slice(0, limit);
}

export const candidatePageRoutes: FastifyPluginAsync<{ db: Database }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireSignIn(db, "candidates");
  const tags = ["candidates"];

  app.get(
    "/candidates/cultural_fit",
    {
      preHandler: signedIn,
      schema: { tags, summary: "The candidate's Big Five result, or null", response: { 200: culturalFitAnswerSchema } },
    },
    async (request) => {
      const me = principalOf(request, "candidates");
      return culturalFitAnswerSchema.parse({ bigfive_50: await storedBigFive(db, me.id, me.businessId) });
    },
  );

  app.post(
    "/candidates/cultural_fit",
    {
      preHandler: signedIn,
      // The body is checked below, so an incomplete questionnaire gets a message in the candidate's words.
      schema: {
        tags,
        summary: "Scores the candidate's 50 answers and stores the result on their record",
        body: z.unknown(),
        response: { 200: culturalFitAnswerSchema },
      },
    },
    async (request) => {
      const me = principalOf(request, "candidates");
      const parsed = culturalFitAnswersSchema.safeParse(request.body);
      if (!parsed.success || !isCompleteBigFive(parsed.data.answers)) {
        const message = INCOMPLETE_ANSWERS[requestLocale(request)];
        throw new HttpError(422, "validation_failed", message, { answers: [message] });
      }
      const bigfive = { ...scoreBigFive(parsed.data.answers), answered_at: new Date().toISOString() };
      await storeBigFive(db, me.id, me.businessId, bigfive);
      return { bigfive_50: bigfive };
    },
  );

  app.get(
    "/candidates/meetings",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The candidate's interviews and meetings: upcoming and past",
        response: { 200: candidateMeetingsAnswerSchema },
      },
    },
    async (request) => {
      const me = principalOf(request, "candidates");
      const rows = await meetingsOf(db, me.id, me.businessId);
      return splitMeetings(rows.map(toCandidateMeeting), new Date());
    },
  );

  app.get(
    "/candidates/partners",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The active partners of the candidate's business",
        response: { 200: candidatePartnerListSchema },
      },
    },
    async (request) => {
      const me = principalOf(request, "candidates");
      const rows = await activePartners(db, me.businessId);
      return { partners: rows.map(partnerSummary) };
    },
  );

  app.get(
    "/candidates/partners/:uid",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "An active partner of the candidate's business; 404 otherwise",
        params: z.object({ uid: z.string().max(60) }),
        response: { 200: candidatePartnerSchema },
      },
    },
    async (request) => {
      const me = principalOf(request, "candidates");
      const row = await activePartner(db, me.businessId, request.params.uid);
      if (!row) throw new HttpError(404, "not_found", PARTNER_NOT_FOUND[requestLocale(request)]);
      return { ...partnerSummary(row), description_html: publicHtml(row.description) };
    },
  );

  app.get(
    "/candidates/jobs_for_you",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Open public jobs matching the candidate's role and business areas",
        response: { 200: jobsForYouAnswerSchema },
      },
    },
    async (request) => {
      const me = principalOf(request, "candidates");
      const [profile, areas, config] = await Promise.all([
        matchingProfile(db, me.id, me.businessId, AREAS_SEARCHED),
        specialties(db),
        businessConfig(db, request.host, request.server.publicOrigins),
      ]);
      const areaSlugs = profile.areaIds.map((id) => areas.byId.get(id)).filter((area) => area !== undefined);
      const searches = [
        ...(profile.role ? roleSearchTerms(profile.role).map((term) => ({ page: 1, term })) : []),
        ...areaSlugs.map((area) => ({ page: 1, specialty: area.slug })),
      ];
      const found = await Promise.all(
        searches.map((search) => searchPublicJobs(db, me.businessId, search, config).then((page) => page.jobs)),
      );
      return {
        role: profile.role,
        areas: areaSlugs.map((area) => area.name),
        jobs: mergeJobLists(found, JOBS_FOR_YOU_LIMIT),
      };
    },
  );
};
