/**
 * The public site's content (`/api/v1/public/…`), read for the host's business in the page's language (the client
 * sends it as Accept-Language). No session is involved. Public pages call these from their loaders; the answers are
 * the same for every visitor of a host and language.
 */
import type {
  EventWhen,
  PublicAreaList,
  PublicAreaPage,
  PublicationFilter,
  PublicCourse,
  PublicCourseList,
  PublicEvent,
  PublicEventList,
  PublicHome,
  PublicMilestoneList,
  PublicOfferingList,
  PublicPublicationList,
} from "@seleta/domain/wire";
import type { HttpClient } from "./http";

const publicRead = { signedIn: false } as const;

export function getPublicHome(http: HttpClient, signal?: AbortSignal): Promise<PublicHome> {
  return http.get<PublicHome>("/public/home", { ...publicRead, signal });
}

/** `kind` and `page` as the visitor's URL had them: the API reads them leniently. */
export function getPublicPublications(
  http: HttpClient,
  query: { kind?: PublicationFilter; page?: string | undefined },
  signal?: AbortSignal,
): Promise<PublicPublicationList> {
  return http.get<PublicPublicationList>("/public/publications", { ...publicRead, query, signal });
}

export function getPublicEvents(
  http: HttpClient,
  query: { when: EventWhen; page?: string | undefined },
  signal?: AbortSignal,
): Promise<PublicEventList> {
  return http.get<PublicEventList>("/public/events", { ...publicRead, query, signal });
}

export function getPublicEvent(http: HttpClient, uid: string, signal?: AbortSignal): Promise<PublicEvent> {
  return http.get<PublicEvent>(`/public/events/${encodeURIComponent(uid)}`, { ...publicRead, signal });
}

export function getPublicCourses(
  http: HttpClient,
  query: { page?: string | undefined },
  signal?: AbortSignal,
): Promise<PublicCourseList> {
  return http.get<PublicCourseList>("/public/courses", { ...publicRead, query, signal });
}

export function getPublicCourse(http: HttpClient, uid: string, signal?: AbortSignal): Promise<PublicCourse> {
  return http.get<PublicCourse>(`/public/courses/${encodeURIComponent(uid)}`, { ...publicRead, signal });
}

export function getPublicSpecialties(http: HttpClient, signal?: AbortSignal): Promise<PublicAreaList> {
  return http.get<PublicAreaList>("/public/specialties", { ...publicRead, signal });
}

export function getPublicSpecialty(http: HttpClient, slug: string, signal?: AbortSignal): Promise<PublicAreaPage> {
  return http.get<PublicAreaPage>(`/public/specialties/${encodeURIComponent(slug)}`, { ...publicRead, signal });
}

export function getPublicSolutions(http: HttpClient, signal?: AbortSignal): Promise<PublicOfferingList> {
  return http.get<PublicOfferingList>("/public/solutions", { ...publicRead, signal });
}

export function getPublicPrograms(http: HttpClient, signal?: AbortSignal): Promise<PublicOfferingList> {
  return http.get<PublicOfferingList>("/public/programs", { ...publicRead, signal });
}

export function getPublicMilestones(http: HttpClient, signal?: AbortSignal): Promise<PublicMilestoneList> {
  return http.get<PublicMilestoneList>("/public/milestones", { ...publicRead, signal });
}
