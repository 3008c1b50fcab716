/**
 * The candidate area's other pages (`/api/v1/candidates/…`, the signed-in candidate's own;
 * routes/candidates/candidatePages.ts) and the firm's public content those pages show (courses, insights), as
 * functions and TanStack Query factories:
 *   GET|POST /candidates/cultural_fit       the Big Five result; answering stores the scored result
 *   GET /candidates/meetings                interviews and meetings, upcoming and past
 *   GET /candidates/partners[/{uid}]        the business's active partners
 *   GET /candidates/jobs_for_you            open public jobs matching the candidate
 */
import type {
  CandidateMeetings,
  CandidatePartner,
  CandidatePartnerList,
  CulturalFitAnswer,
  JobsForYou,
  PublicCourseList,
  PublicPublicationList,
} from "@seleta/domain/wire";
import { queryOptions } from "@tanstack/react-query";
import { type HttpClient, segment } from "./http";
import { getPublicCourses, getPublicPublications } from "./publicContent";

export function getCulturalFit(http: HttpClient, signal?: AbortSignal): Promise<CulturalFitAnswer> {
  return http.get<CulturalFitAnswer>("/candidates/cultural_fit", { signal });
}

/** The 50 answers in item order, each 1 to 5; the server scores them. */
export function answerCulturalFit(http: HttpClient, answers: readonly number[]): Promise<CulturalFitAnswer> {
  return http.post<CulturalFitAnswer>("/candidates/cultural_fit", { answers });
}

export function getCandidateMeetings(http: HttpClient, signal?: AbortSignal): Promise<CandidateMeetings> {
  return http.get<CandidateMeetings>("/candidates/meetings", { signal });
}

export function getCandidatePartners(http: HttpClient, signal?: AbortSignal): Promise<CandidatePartnerList> {
  return http.get<CandidatePartnerList>("/candidates/partners", { signal });
}

export function getCandidatePartner(http: HttpClient, uid: string, signal?: AbortSignal): Promise<CandidatePartner> {
  return http.get<CandidatePartner>(`/candidates/partners/${segment(uid)}`, { signal });
}

export function getJobsForYou(http: HttpClient, signal?: AbortSignal): Promise<JobsForYou> {
  return http.get<JobsForYou>("/candidates/jobs_for_you", { signal });
}

const root = ["candidatePages"] as const;

export const candidatePageKeys = {
  all: root,
  culturalFit: [...root, "culturalFit"] as const,
  meetings: [...root, "meetings"] as const,
  partners: [...root, "partners"] as const,
  partner: (uid: string) => [...root, "partners", uid] as const,
  jobsForYou: [...root, "jobsForYou"] as const,
  /** Public content is read in the page's language: the key names it. */
  courses: (locale: string) => [...root, "courses", locale] as const,
  insights: (locale: string) => [...root, "insights", locale] as const,
};

export const candidatePageQueries = {
  culturalFit: (http: HttpClient) =>
    queryOptions({
      queryKey: candidatePageKeys.culturalFit,
      queryFn: ({ signal }) => getCulturalFit(http, signal),
    }),
  meetings: (http: HttpClient) =>
    queryOptions({ queryKey: candidatePageKeys.meetings, queryFn: ({ signal }) => getCandidateMeetings(http, signal) }),
  partners: (http: HttpClient) =>
    queryOptions({ queryKey: candidatePageKeys.partners, queryFn: ({ signal }) => getCandidatePartners(http, signal) }),
  partner: (http: HttpClient, uid: string) =>
    queryOptions({
      queryKey: candidatePageKeys.partner(uid),
      queryFn: ({ signal }) => getCandidatePartner(http, uid, signal),
    }),
  jobsForYou: (http: HttpClient) =>
    queryOptions({ queryKey: candidatePageKeys.jobsForYou, queryFn: ({ signal }) => getJobsForYou(http, signal) }),
  /** The firm's courses (the public site's first page of them). */
  courses: (http: HttpClient, locale: string) =>
    queryOptions({
      queryKey: candidatePageKeys.courses(locale),
      queryFn: ({ signal }): Promise<PublicCourseList> => getPublicCourses(http, {}, signal),
      staleTime: 60_000,
    }),
  /** The firm's insights and research (the public insights page's first page). */
  insights: (http: HttpClient, locale: string) =>
    queryOptions({
      queryKey: candidatePageKeys.insights(locale),
      queryFn: ({ signal }): Promise<PublicPublicationList> =>
        getPublicPublications(http, { kind: "insights" }, signal),
      staleTime: 60_000,
    }),
};
