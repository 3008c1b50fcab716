/**
 * The public site's content reads: the published rows of one business (the host's), in the visitor's language.
 *
 * - Visible: `published`, of the business; publications also from `published_at` on (a future date schedules them);
 *   events and courses only with their uid (the page's identity). Another business's row, an unpublished one or an
 *   unknown uid answers as absent, never differently.
 * - Language: a list shows the rows in the visitor's language; where the business has none of that list in it, its
 *   pt-BR rows (a row without a language counts as pt-BR). One event or course, found by its uid, shows whatever its
 *   language: a shared link opens for everyone.
 * - Business areas are the group's shared catalogue: every brand shows the areas that have a slug, in their English
 *   texts for English visitors where those are filled in.
 */
import { contentLocaleId, contentLocaleOf, type Locale, publicationKinds, slugify } from "@seleta/domain";
import {
  COURSES_PER_PAGE,
  EVENTS_PER_PAGE,
  type EventWhen,
  HOME_EVENTS,
  HOME_PUBLICATIONS,
  HOME_SOLUTIONS,
  PUBLICATION_KIND_KEYS,
  PUBLICATIONS_PER_PAGE,
  type PublicArea,
  type PublicAreaPage,
  type PublicationFilter,
  type PublicCourse,
  type PublicCourseList,
  type PublicCourseSummary,
  type PublicEvent,
  type PublicEventList,
  type PublicEventSummary,
  type PublicHome,
  type PublicMilestone,
  type PublicOffering,
  type PublicPublication,
  type PublicPublicationList,
} from "@seleta/domain/wire";
import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { c_talks_events, category_sectors, courses, milestones, programs, publications, solutions } from "../db/schema";
import { plainSummary, publicHtml } from "./contentHtml";

type Row = Record<string, unknown>;

/** The highest page number read; a larger one is as meaningless as a negative one. */
const MAX_PAGE = 10_000;

/** `?page=` as a visitor typed it: a whole number from 1, else the first page (never an error). */
export function parsePage(raw: unknown): number {
  const value = typeof raw === "string" && /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return value >= 1 && value <= MAX_PAGE ? value : 1;
}

const PUBLICATION_KIND_IDS: Readonly<Record<string, number>> = Object.fromEntries(
  publicationKinds.entries.map((entry) => [entry.key, entry.id]),
);

/** The kinds a publications filter reads: the insights page shows insights with research and surveys. */
export function publicationKindIds(filter: PublicationFilter | null): number[] {
  if (filter === null) return publicationKinds.entries.map((entry) => entry.id);
  if (filter === "insights") return [PUBLICATION_KIND_IDS.insight as number, PUBLICATION_KIND_IDS.research as number];
  return [PUBLICATION_KIND_IDS[filter] as number];
}

function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The business's visible rows of a list (without the language), as one SQL condition. */
type Visibility = (businessId: number) => SQL;

const visible = {
  publications: (businessId: number) =>
    sql`${publications.business_id} = ${businessId} and ${publications.published} is true
        and (${publications.published_at} is null or ${publications.published_at} <= now())`,
  events: (businessId: number) =>
    sql`${c_talks_events.business_id} = ${businessId} and ${c_talks_events.published} is true
        and ${c_talks_events.uid} is not null`,
  courses: (businessId: number) =>
    sql`${courses.business_id} = ${businessId} and ${courses.published} is true and ${courses.uid} is not null`,
  solutions: (businessId: number) => sql`${solutions.business_id} = ${businessId} and ${solutions.published} is true`,
  programs: (businessId: number) => sql`${programs.business_id} = ${businessId} and ${programs.published} is true`,
  milestones: (businessId: number) =>
    sql`${milestones.business_id} = ${businessId} and ${milestones.published} is true`,
} satisfies Record<string, Visibility>;

/**
 * The language a list is shown in: the visitor's where the business has rows of it (`where`) in that language,
 * else pt-BR.
 */
async function listLocale(db: Database, table: SQL, where: SQL, wanted: Locale): Promise<Locale> {
  if (wanted === "pt-BR") return "pt-BR";
  const [row] = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from ${table} where ${where} and coalesce(locale, 1) = ${contentLocaleId(wanted)} limit 1`,
  );
  return row ? wanted : "pt-BR";
}

const inLocale = (locale: Locale) => sql`coalesce(locale, 1) = ${contentLocaleId(locale)}`;

/** A list's page as the wire carries it: where it is in the list, and the language its rows are in. */
type ListPage<T> = { page: number; per_page: number; total: number; has_more: boolean; locale: Locale; items: T[] };

/** A table a list reads: its columns and how a row reads as an item of the wire. */
type ListSource<T> = { table: SQL; columns: SQL; itemOf: (row: Row) => T };

/**
 * One page of a list that grows (publications, events, courses): the rows of `select.where` in the list's language
 * (`listLocale`), in `select.order`.
 */
async function localizedPage<T>(
  db: Database,
  source: ListSource<T>,
  select: { where: SQL; order: SQL },
  wanted: Locale,
  page: number,
  perPage: number,
): Promise<ListPage<T>> {
  const locale = await listLocale(db, source.table, select.where, wanted);
  const where = sql`${select.where} and ${inLocale(locale)}`;
  const [count] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from ${source.table} where ${where}`,
  );
  const total = Number(count?.total ?? 0);
  const rows = await queryRows<Row>(
    db,
    sql`select ${source.columns} from ${source.table} where ${where} order by ${select.order}
        limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  return { page, per_page: perPage, total, has_more: page * perPage < total, locale, items: rows.map(source.itemOf) };
}

// ---------------------------------------------------------------------------------------------------------------
// Publications

const PUBLICATION_COLUMNS = sql`uid, kind, title, summary, body, image, author, outlet, external_url, published_at`;
const PUBLICATION_ORDER = sql`coalesce(published_at, created_at) desc, id desc`;

function publicationsOfKinds(businessId: number, kinds: readonly number[]): SQL {
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`${visible.publications(businessId)} and uid is not null and kind in (${kindList})`;
}

function publicationOf(row: Row): PublicPublication {
  const kind = publicationKinds.entries.find((entry) => entry.id === Number(row.kind))?.key ?? "publication";
  const body = publicHtml(row.body as string | null);
  return {
    uid: String(row.uid),
    kind: PUBLICATION_KIND_KEYS.includes(kind) ? kind : "publication",
    title: String(row.title),
    summary: text(row.summary) ?? plainSummary(body),
    body_html: body || null,
    image: text(row.image),
    author: text(row.author),
    outlet: text(row.outlet),
    external_url: text(row.external_url),
    published_at: iso(row.published_at),
  };
}

const PUBLICATION_LIST: ListSource<PublicPublication> = {
  table: sql`${publications}`,
  columns: PUBLICATION_COLUMNS,
  itemOf: publicationOf,
};

export async function listPublications(
  db: Database,
  businessId: number,
  wanted: Locale,
  filter: PublicationFilter | null,
  page: number,
  perPage = PUBLICATIONS_PER_PAGE,
): Promise<PublicPublicationList> {
  const where = publicationsOfKinds(businessId, publicationKindIds(filter));
  const { items, ...list } = await localizedPage(
    db,
    PUBLICATION_LIST,
    { where, order: PUBLICATION_ORDER },
    wanted,
    page,
    perPage,
  );
  return { ...list, kind: filter, publications: items };
}

// ---------------------------------------------------------------------------------------------------------------
// Events

const EVENT_COLUMNS = sql`uid, title, summary, description, image, starts_at, ends_at, location, online_url, locale`;

function eventSummaryOf(row: Row): PublicEventSummary {
  const title = String(row.title);
  return {
    uid: String(row.uid),
    slug: slugify(title, "evento"),
    title,
    summary: text(row.summary) ?? plainSummary(row.description as string | null),
    image: text(row.image),
    starts_at: iso(row.starts_at) ?? new Date(0).toISOString(),
    ends_at: iso(row.ends_at),
    location: text(row.location),
    online: text(row.online_url) !== null,
  };
}

const EVENT_LIST: ListSource<PublicEventSummary> = {
  table: sql`${c_talks_events}`,
  columns: EVENT_COLUMNS,
  itemOf: eventSummaryOf,
};

/** Upcoming: not over yet (its end, else its start, is still ahead), soonest first; past: the latest first. */
function eventWindow(when: EventWhen): { where: SQL; order: SQL } {
  return when === "upcoming"
    ? { where: sql`coalesce(ends_at, starts_at) >= now()`, order: sql`starts_at asc, id asc` }
    : { where: sql`coalesce(ends_at, starts_at) < now()`, order: sql`starts_at desc, id desc` };
}

export async function listEvents(
  db: Database,
  businessId: number,
  wanted: Locale,
  when: EventWhen,
  page: number,
  perPage = EVENTS_PER_PAGE,
): Promise<PublicEventList> {
  const window = eventWindow(when);
  const where = sql`${visible.events(businessId)} and ${window.where}`;
  const { items, ...list } = await localizedPage(db, EVENT_LIST, { where, order: window.order }, wanted, page, perPage);
  return { ...list, when, events: items };
}

export async function findEvent(db: Database, businessId: number, uid: string): Promise<PublicEvent | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`select ${EVENT_COLUMNS} from ${c_talks_events} where ${visible.events(businessId)} and uid = ${uid} limit 1`,
  );
  if (!row) return null;
  return {
    ...eventSummaryOf(row),
    description_html: publicHtml(row.description as string | null),
    locale: contentLocaleOf(num(row.locale)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Courses

const COURSE_COLUMNS = sql`uid, title, summary, description, image, instructor, starts_at, ends_at, workload_hours,
  price, online_url, seats, locale`;

function courseSummaryOf(row: Row): PublicCourseSummary {
  return {
    uid: String(row.uid),
    title: String(row.title),
    summary: text(row.summary) ?? plainSummary(row.description as string | null),
    image: text(row.image),
    instructor: text(row.instructor),
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    workload_hours: num(row.workload_hours),
    price: num(row.price),
    online: text(row.online_url) !== null,
  };
}

const COURSE_LIST: ListSource<PublicCourseSummary> = {
  table: sql`${courses}`,
  columns: COURSE_COLUMNS,
  itemOf: courseSummaryOf,
};

export async function listCourses(
  db: Database,
  businessId: number,
  wanted: Locale,
  page: number,
  perPage = COURSES_PER_PAGE,
): Promise<PublicCourseList> {
  // Courses still to start first (soonest first), then those under way or over (latest first).
  const order = sql`(coalesce(ends_at, starts_at) < now()) asc, starts_at asc nulls last, id desc`;
  const { items, ...list } = await localizedPage(
    db,
    COURSE_LIST,
    { where: visible.courses(businessId), order },
    wanted,
    page,
    perPage,
  );
  return { ...list, courses: items };
}

export async function findCourse(db: Database, businessId: number, uid: string): Promise<PublicCourse | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`select ${COURSE_COLUMNS} from ${courses} where ${visible.courses(businessId)} and uid = ${uid} limit 1`,
  );
  if (!row) return null;
  return {
    ...courseSummaryOf(row),
    description_html: publicHtml(row.description as string | null),
    seats: num(row.seats),
    locale: contentLocaleOf(num(row.locale)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Solutions, programmes, milestones

async function offerings(
  db: Database,
  table: SQL,
  where: SQL,
  wanted: Locale,
  withAudience: boolean,
  limit?: number,
): Promise<{ locale: Locale; items: PublicOffering[] }> {
  const locale = await listLocale(db, table, where, wanted);
  const rows = await queryRows<Row>(
    db,
    sql`select title, summary, body, image${withAudience ? sql`, audience` : sql``} from ${table}
        where ${where} and ${inLocale(locale)} order by position asc nulls last, title asc, id asc
        ${limit ? sql`limit ${limit}` : sql``}`,
  );
  const slugs = new Set<string>();
  const items = rows.map((row) => {
    const title = String(row.title);
    // Anchors are unique on a page: a repeated title gets a number.
    let slug = slugify(title, "item");
    for (let n = 2; slugs.has(slug); n += 1) slug = `${slugify(title, "item")}-${n}`;
    slugs.add(slug);
    const body = publicHtml(row.body as string | null);
    return {
      slug,
      title,
      summary: text(row.summary) ?? plainSummary(body),
      body_html: body || null,
      image: text(row.image),
      audience: text(row.audience),
    };
  });
  return { locale, items };
}

export function listSolutions(db: Database, businessId: number, wanted: Locale, limit?: number) {
  return offerings(db, sql`${solutions}`, visible.solutions(businessId), wanted, false, limit);
}

export function listPrograms(db: Database, businessId: number, wanted: Locale) {
  return offerings(db, sql`${programs}`, visible.programs(businessId), wanted, true);
}

export async function listMilestones(
  db: Database,
  businessId: number,
  wanted: Locale,
): Promise<{ locale: Locale; milestones: PublicMilestone[] }> {
  const where = visible.milestones(businessId);
  const locale = await listLocale(db, sql`${milestones}`, where, wanted);
  const rows = await queryRows<Row>(
    db,
    sql`select year, title, text from ${milestones} where ${where} and ${inLocale(locale)}
        order by year asc, id asc`,
  );
  return {
    locale,
    milestones: rows.map((row) => ({
      year: Number(row.year),
      title: String(row.title),
      text_html: publicHtml(row.text as string | null) || null,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Business areas (the group's shared catalogue)

const AREA_COLUMNS = sql`slug, name, name_en, description, description_en, image`;

function areaTexts(row: Row, locale: Locale): { name: string; descriptionHtml: string } {
  const english = locale === "en";
  const name = (english && text(row.name_en)) || String(row.name);
  const description = (english && text(row.description_en)) || (row.description as string | null);
  return { name, descriptionHtml: publicHtml(description) };
}

function areaOf(row: Row, locale: Locale): PublicArea {
  const { name, descriptionHtml } = areaTexts(row, locale);
  return { slug: String(row.slug), name, summary: plainSummary(descriptionHtml, 160), image: text(row.image) };
}

export async function listAreas(db: Database, locale: Locale): Promise<PublicArea[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select ${AREA_COLUMNS} from ${category_sectors} where slug is not null and slug <> ''
        order by position asc nulls last, name asc, id asc`,
  );
  return rows.map((row) => areaOf(row, locale));
}

export async function findArea(db: Database, locale: Locale, slug: string): Promise<PublicAreaPage | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`select ${AREA_COLUMNS} from ${category_sectors} where slug = ${slug} order by id asc limit 1`,
  );
  if (!row) return null;
  return { ...areaOf(row, locale), description_html: areaTexts(row, locale).descriptionHtml };
}

// ---------------------------------------------------------------------------------------------------------------
// The home

export async function homeContent(db: Database, businessId: number, wanted: Locale): Promise<PublicHome> {
  const [areas, latest, upcoming, offered] = await Promise.all([
    listAreas(db, wanted),
    // The home's "latest" mixes publications, insights and research: media mentions have their own page.
    listPublicationsOf(db, businessId, wanted, ["publication", "insight", "research"]),
    listEvents(db, businessId, wanted, "upcoming", 1, HOME_EVENTS),
    listSolutions(db, businessId, wanted, HOME_SOLUTIONS),
  ]);
  return { areas, publications: latest, events: upcoming.events, solutions: offered.items };
}

async function listPublicationsOf(
  db: Database,
  businessId: number,
  wanted: Locale,
  kinds: readonly (keyof typeof PUBLICATION_KIND_IDS)[],
): Promise<PublicPublication[]> {
  const where = publicationsOfKinds(
    businessId,
    kinds.map((kind) => PUBLICATION_KIND_IDS[kind] as number),
  );
  const locale = await listLocale(db, sql`${publications}`, where, wanted);
  const rows = await queryRows<Row>(
    db,
    sql`select ${PUBLICATION_COLUMNS} from ${publications} where ${where} and ${inLocale(locale)}
        order by ${PUBLICATION_ORDER} limit ${HOME_PUBLICATIONS}`,
  );
  return rows.map(publicationOf);
}
