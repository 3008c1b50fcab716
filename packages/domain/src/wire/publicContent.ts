/**
 * The public site's content on the wire (`/api/v1/public/…`): what anyone may read of the published content of the
 * host's business, in the visitor's language. Lists carry the `locale` their rows are written in: the visitor's,
 * or pt-BR where the business has nothing of that kind in theirs (the page marks such text with its `lang`).
 * Rich texts (`*_html`) are sanitised HTML.
 */
import { z } from "zod";

/** Items per page of the lists that grow. */
export const PUBLICATIONS_PER_PAGE = 9;
export const EVENTS_PER_PAGE = 9;
export const COURSES_PER_PAGE = 12;
/** What the home shows of each list. */
export const HOME_PUBLICATIONS = 3;
export const HOME_EVENTS = 3;
export const HOME_SOLUTIONS = 6;

export const CONTENT_LOCALE_VALUES = ["pt-BR", "en"] as const;
const localeSchema = z.enum(CONTENT_LOCALE_VALUES);

/** The `publicationKinds` catalogue's keys. */
export const PUBLICATION_KIND_KEYS = ["publication", "insight", "research", "media"] as const;
export type PublicationKind = (typeof PUBLICATION_KIND_KEYS)[number];
/** What a list of publications may ask for: one kind, or the insights page's insights with research. */
export const PUBLICATION_FILTERS = [...PUBLICATION_KIND_KEYS, "insights"] as const;
export type PublicationFilter = (typeof PUBLICATION_FILTERS)[number];

export const EVENT_WHEN = ["upcoming", "past"] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

/** A business area as a card: its page is /home/specialties/{slug}. */
export const publicAreaSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The description as one line of plain text, for cards and meta descriptions. */
  summary: z.string(),
  image: z.string().nullable(),
});

export const publicAreaPageSchema = publicAreaSchema.extend({ description_html: z.string() });

export const publicPublicationSchema = z.object({
  uid: z.string(),
  kind: z.enum(PUBLICATION_KIND_KEYS),
  title: z.string(),
  summary: z.string(),
  body_html: z.string().nullable(),
  image: z.string().nullable(),
  author: z.string().nullable(),
  /** A media mention's outlet and its article there. */
  outlet: z.string().nullable(),
  external_url: z.string().nullable(),
  published_at: z.string().nullable(),
});

/** An event on a list; its page is /home/events/{slug}/{uid}. */
export const publicEventSummarySchema = z.object({
  uid: z.string(),
  /** The title as a URL segment; a URL with another one redirects (301) to this one. */
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  location: z.string().nullable(),
  /** Streamed: the stream's link itself is for the registered participants, never public. */
  online: z.boolean(),
});

export const publicEventSchema = publicEventSummarySchema.extend({
  description_html: z.string(),
  locale: localeSchema,
});

/** A course on the list; its page is /courses/{uid}. */
export const publicCourseSummarySchema = z.object({
  uid: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  instructor: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  workload_hours: z.number().int().nullable(),
  /** In BRL; null when free or not told. */
  price: z.number().nullable(),
  online: z.boolean(),
});

export const publicCourseSchema = publicCourseSummarySchema.extend({
  description_html: z.string(),
  seats: z.number().int().nullable(),
  locale: localeSchema,
});

/** A solution or a programme: a section of its list's page, whose anchor is `slug`. */
export const publicOfferingSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body_html: z.string().nullable(),
  image: z.string().nullable(),
  /** Programmes: who it is for. */
  audience: z.string().nullable(),
});

export const publicMilestoneSchema = z.object({
  year: z.number().int(),
  title: z.string(),
  text_html: z.string().nullable(),
});

const pageFields = {
  page: z.number().int().min(1),
  per_page: z.number().int(),
  total: z.number().int(),
  /** There is a next page (`page + 1`). */
  has_more: z.boolean(),
  locale: localeSchema,
};

export const publicPublicationListSchema = z.object({
  ...pageFields,
  kind: z.enum(PUBLICATION_FILTERS).nullable(),
  publications: z.array(publicPublicationSchema),
});

export const publicEventListSchema = z.object({
  ...pageFields,
  when: z.enum(EVENT_WHEN),
  events: z.array(publicEventSummarySchema),
});

export const publicCourseListSchema = z.object({ ...pageFields, courses: z.array(publicCourseSummarySchema) });

export const publicAreaListSchema = z.object({ locale: localeSchema, areas: z.array(publicAreaSchema) });
export const publicOfferingListSchema = z.object({ locale: localeSchema, items: z.array(publicOfferingSchema) });
export const publicMilestoneListSchema = z.object({ locale: localeSchema, milestones: z.array(publicMilestoneSchema) });

/** Everything the home shows, in one call. */
export const publicHomeSchema = z.object({
  areas: z.array(publicAreaSchema),
  /** The latest publications, insights and research (media mentions have their own page). */
  publications: z.array(publicPublicationSchema),
  events: z.array(publicEventSummarySchema),
  solutions: z.array(publicOfferingSchema),
});

export type PublicArea = z.infer<typeof publicAreaSchema>;
export type PublicAreaPage = z.infer<typeof publicAreaPageSchema>;
export type PublicPublication = z.infer<typeof publicPublicationSchema>;
export type PublicEventSummary = z.infer<typeof publicEventSummarySchema>;
export type PublicEvent = z.infer<typeof publicEventSchema>;
export type PublicCourseSummary = z.infer<typeof publicCourseSummarySchema>;
export type PublicCourse = z.infer<typeof publicCourseSchema>;
export type PublicOffering = z.infer<typeof publicOfferingSchema>;
export type PublicMilestone = z.infer<typeof publicMilestoneSchema>;
export type PublicPublicationList = z.infer<typeof publicPublicationListSchema>;
export type PublicEventList = z.infer<typeof publicEventListSchema>;
export type PublicCourseList = z.infer<typeof publicCourseListSchema>;
export type PublicAreaList = z.infer<typeof publicAreaListSchema>;
export type PublicOfferingList = z.infer<typeof publicOfferingListSchema>;
export type PublicMilestoneList = z.infer<typeof publicMilestoneListSchema>;
export type PublicHome = z.infer<typeof publicHomeSchema>;
