/**
 * The public job board's reads (routes/public/publicJobs.ts, the sitemap): the public jobs of one business, as the
 * contract `@seleta/domain/wire` publicJobs.ts describes them. Only what the contract's fields are made of is
 * selected (and the row's id, to read its benefits and exclude it from its similar jobs) — never the client company,
 * contact, owner, team, fees, notes, applies, status or confidential flag — and the business configuration's
 * `show_*` switches are applied here, on the server. A job's `date_posted` is when it was created: no column records
 * when it was first published.
 *
 * "Public" is one condition (db/schema/publicJobs.ts), served by a partial index; a job that is not public is
 * simply not found, whatever the reason, exactly as an unknown uid or another business's job.
 */
import { brazilianStateCode, slugify } from "@seleta/domain";
import {
  type BusinessConfigAnswer,
  PUBLIC_JOBS_COUNT_CAP,
  PUBLIC_JOBS_PER_PAGE,
  type PublicJob,
  type PublicJobSearch,
  type PublicJobSummary,
  type PublicSpecialty,
  pageWithin,
  SIMILAR_JOBS_LIMIT,
} from "@seleta/domain/wire";
import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { publicJobCityKey, publicJobCondition, publicJobStateKey } from "../db/schema/publicJobs";
import { optionalPublicHtml, publicHtml } from "./publicHtml";

/** The switches of a business configuration that decide what a job shows. */
export type PublicJobSwitches = Pick<
  BusinessConfigAnswer,
  "show_salary" | "show_benefits" | "show_contract_type" | "show_opening_data"
>;

/** How long a process reuses the business areas (names, slugs) and which of them have jobs: the answers' max-age. */
const CACHE_TTL_MS = 60_000;

type Cached<T> = { value: T; at: number };

/** A small per-database cache of values that may be a minute old (the public answers are cached that long anyway). */
function perDatabaseCache<T>() {
  const caches = new WeakMap<Database, Map<string, Cached<Promise<T>>>>();
  return (db: Database, key: string, load: () => Promise<T>): Promise<T> => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new Map();
      caches.set(db, cache);
    }
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.value;
    const value = load();
    cache.set(key, { value, at: Date.now() });
    // A failed read is not kept: the next request tries again.
    value.catch(() => cache.delete(key));
    return value;
  };
}

/** The business areas (shared by the group): by id, and by the slug their pages and the filter use. */
export type Specialties = { byId: Map<number, PublicSpecialty>; bySlug: Map<string, number> };

const specialtiesCache = perDatabaseCache<Specialties>();
const publishedSpecialtiesCache = perDatabaseCache<number[]>();

/** Every business area; one without a stored slug is known by its name's (`slugify`). */
export function specialties(db: Database): Promise<Specialties> {
  return specialtiesCache(db, "all", async () => {
    const rows = await queryRows<{ id: number; name: string; slug: string | null }>(
      db,
      sql`select id, name, slug from category_sectors order by seleta_sort_key(name), id`,
    );
    const byId = new Map<number, PublicSpecialty>();
    const bySlug = new Map<string, number>();
    for (const row of rows) {
      const slug = row.slug?.trim() || slugify(row.name, `area-${row.id}`);
      byId.set(Number(row.id), { slug, name: row.name });
      if (!bySlug.has(slug)) bySlug.set(slug, Number(row.id));
    }
    return { byId, bySlug };
  });
}

/** The business areas that have public jobs in a business, in name order: the filter's choices. */
export async function publishedSpecialties(db: Database, businessId: number): Promise<PublicSpecialty[]> {
  const [all, ids] = await Promise.all([
    specialties(db),
    publishedSpecialtiesCache(db, String(businessId), async () => {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select distinct category_sector_id as id from jobs j
            where j.business_id = ${businessId} and ${publicJobCondition("j")} and j.category_sector_id is not null`,
      );
      return rows.map((row) => Number(row.id));
    }),
  ]);
  const present = new Set(ids);
  return [...all.byId].filter(([id]) => present.has(id)).map(([, specialty]) => specialty);
}

/** The columns of a job's card; the page's own come on top (`JOB_PAGE_COLUMNS`). */
const SUMMARY_COLUMNS = sql`j.id, j.uid, j.title, j.category_sector_id, j.city, j.state, j.country, j.work_type,
  j.hiring_regime, j.salary_min::float8 as salary_min, j.salary_max::float8 as salary_max, j.show_salary,
  to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as date_posted`;

const JOB_PAGE_COLUMNS = sql`j.description, j.requirements, j.contract_model, j.opened_at::text as opened_at,
  j.openings, j.deadline::text as valid_through,
  to_char(j.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at`;

type SummaryRow = {
  id: number;
  uid: string;
  title: string;
  category_sector_id: number | null;
  city: string | null;
  state: string | null;
  country: string | null;
  work_type: number | null;
  hiring_regime: number | null;
  salary_min: number | null;
  salary_max: number | null;
  show_salary: boolean | null;
  date_posted: string;
};

type JobPageRow = SummaryRow & {
  description: string | null;
  requirements: string | null;
  contract_model: number | null;
  opened_at: string | null;
  openings: number | null;
  valid_through: string | null;
  updated_at: string;
};

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function toSummary(row: SummaryRow, areas: Specialties, switches: PublicJobSwitches): PublicJobSummary {
  const min = numberOrNull(row.salary_min);
  const max = numberOrNull(row.salary_max);
  const showSalary = switches.show_salary && row.show_salary === true && (min !== null || max !== null);
  return {
    uid: row.uid,
    slug: slugify(row.title),
    title: row.title,
    specialty: row.category_sector_id === null ? null : (areas.byId.get(Number(row.category_sector_id)) ?? null),
    city: row.city?.trim() || null,
    // A UF as a UF whatever its case; anything else a recruiter typed, as typed.
    state: brazilianStateCode(row.state) ?? (row.state?.trim() || null),
    country: row.country,
    work_type: numberOrNull(row.work_type),
    hiring_regime: numberOrNull(row.hiring_regime),
    date_posted: row.date_posted,
    salary: showSalary ? { min, max, currency: "BRL" } : null,
  };
}

/** Words of a term: letters and digits of any script (punctuation and tsquery syntax are separators). */
function words(term: string): string[] {
  return term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * The term's condition: a full-text match of every word over title, description and requirements (Portuguese
 * stems, accents and case ignored: the stored `search_document`, GIN-indexed), the last word also as a prefix
 * ("anal" finds "Analista", as a visitor still typing it). No substring match of the title (the trigram index the
 * recruiters' search adds): OR-ed in, it kept the planner off the full-text index and made a count read every job
 * of the business (measured: three to six times slower with 100,000 jobs), for matches the prefix mostly finds.
 */
export function termCondition(term: string): SQL | undefined {
  const all = words(term);
  const last = all.at(-1);
  if (last === undefined) return undefined;
  const rest = all.slice(0, -1).join(" ");
  const normalized = (text: string) => sql`seleta_search_text(${text}::text)`;
  // The prefix is made of [a-z0-9] only, so it can never be tsquery syntax; a word with none of them has no prefix.
  const prefix = sql`coalesce(to_tsquery('portuguese'::regconfig,
    nullif(regexp_replace(${normalized(last)}, '[^a-z0-9]', '', 'g'), '') || ':*'), ''::tsquery)`;
  const lastWord = sql`(plainto_tsquery('portuguese'::regconfig, ${normalized(last)}) || ${prefix})`;
  const query = rest ? sql`(plainto_tsquery('portuguese'::regconfig, ${normalized(rest)}) && ${lastWord})` : lastWord;
  return sql`j.search_document @@ ${query}`;
}

/** The WHERE of a search (the business, "public", the filters), the specialty already resolved to its id. */
function searchConditions(businessId: number, search: PublicJobSearch, specialtyId: number | undefined): SQL {
  const conditions: SQL[] = [sql`j.business_id = ${businessId}`, publicJobCondition("j")];
  const term = search.term ? termCondition(search.term) : undefined;
  if (term) conditions.push(term);
  if (specialtyId !== undefined) conditions.push(sql`j.category_sector_id = ${specialtyId}`);
  // A UF is stored as typed by recruiters: compared without case or surrounding spaces.
  if (search.state) conditions.push(sql`${publicJobStateKey("j")} = ${search.state}`);
  if (search.city) conditions.push(sql`${publicJobCityKey("j")} = seleta_search_text(${search.city}::text)`);
  if (search.work_type !== undefined) conditions.push(sql`j.work_type = ${search.work_type}`);
  if (search.hiring_regime !== undefined) conditions.push(sql`j.hiring_regime = ${search.hiring_regime}`);
  return sql.join(conditions, sql` and `);
}

export type PublicJobPage = {
  jobs: PublicJobSummary[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageOutOfRange: boolean;
};

/**
 * One page of a business's public jobs, newest first, and their count up to `PUBLIC_JOBS_COUNT_CAP`: the page and
 * the count are read together. A page past the last is read again as the last page (counted exactly for that).
 */
export async function searchPublicJobs(
  db: Database,
  businessId: number,
  search: PublicJobSearch,
  switches: PublicJobSwitches,
): Promise<PublicJobPage> {
  const areas = await specialties(db);
  const specialtyId = search.specialty === undefined ? undefined : areas.bySlug.get(search.specialty);
  const where = searchConditions(businessId, search, specialtyId);
  // The page's ids first, from the public index alone when no filter needs the row (a deep page skips index entries,
  // not rows), then the page's rows.
  const pageRows = (page: number) =>
    queryRows<SummaryRow>(
      db,
      sql`select ${SUMMARY_COLUMNS} from jobs j where j.id in (
            select j.id from jobs j where ${where} order by j.created_at desc, j.id desc
            limit ${PUBLIC_JOBS_PER_PAGE} offset ${(page - 1) * PUBLIC_JOBS_PER_PAGE})
          order by j.created_at desc, j.id desc`,
    );
  const count = async (cap: number | undefined) => {
    const limited = cap === undefined ? sql`` : sql` limit ${cap + 1}`;
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from jobs j where ${where}${limited}) as matches`,
    );
    return Number(row?.n ?? 0);
  };
  // A page number the visitor typed may be absurd: the offset is capped (the count then names the real last page).
  const asked = Math.min(search.page, 1_000_000);
  const [rows, counted] = await Promise.all([pageRows(asked), count(PUBLIC_JOBS_COUNT_CAP)]);
  const totalCapped = counted > PUBLIC_JOBS_COUNT_CAP;
  const total = Math.min(counted, PUBLIC_JOBS_COUNT_CAP);
  // Past the cap the last page is unknown until a page comes back empty: then the jobs are counted exactly.
  const exact = totalCapped && rows.length === 0 && asked > 1 ? await count(undefined) : undefined;
  const { page, outOfRange } = pageWithin(search.page, exact ?? (totalCapped ? Number.MAX_SAFE_INTEGER : total));
  const shown = outOfRange ? await pageRows(page) : rows;
  return {
    jobs: shown.map((row) => toSummary(row, areas, switches)),
    total,
    totalCapped,
    page,
    pageOutOfRange: outOfRange,
  };
}

/** A public job of a business by its uid, with what its page shows; undefined when there is none to show. */
export async function findPublicJob(
  db: Database,
  businessId: number,
  uid: string,
  switches: PublicJobSwitches,
): Promise<{ job: PublicJob; similar: PublicJobSummary[] } | undefined> {
  const [row] = await queryRows<JobPageRow>(
    db,
    sql`select ${SUMMARY_COLUMNS}, ${JOB_PAGE_COLUMNS} from jobs j
        where j.uid = ${uid} and j.business_id = ${businessId} and ${publicJobCondition("j")}`,
  );
  if (!row) return undefined;
  const areas = await specialties(db);
  const [benefits, similar] = await Promise.all([
    switches.show_benefits ? benefitNames(db, Number(row.id)) : Promise.resolve(null),
    similarJobs(db, businessId, row),
  ]);
  const job: PublicJob = {
    ...toSummary(row, areas, switches),
    description_html: publicHtml(row.description),
    requirements_html: optionalPublicHtml(row.requirements),
    benefits,
    contract_model: switches.show_contract_type ? numberOrNull(row.contract_model) : null,
    opening: switches.show_opening_data ? { opened_at: row.opened_at, openings: numberOrNull(row.openings) } : null,
    valid_through: row.valid_through,
    updated_at: row.updated_at,
  };
  return { job, similar: similar.map((summary) => toSummary(summary, areas, switches)) };
}

async function benefitNames(db: Database, jobId: number): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select b.name from jobs_benefits jb join benefits b on b.id = jb.related_id
        where jb.record_id = ${jobId} order by seleta_sort_key(b.name), b.id`,
  );
  return rows.map((row) => row.name);
}

/**
 * Up to `SIMILAR_JOBS_LIMIT` other public jobs of the business: the same area first, then the same state, then the
 * newest — each group newest first. Three short reads of the public index rather than one ordering of all the
 * business's jobs.
 */
async function similarJobs(db: Database, businessId: number, job: SummaryRow): Promise<SummaryRow[]> {
  const base = sql`j.business_id = ${businessId} and ${publicJobCondition("j")} and j.id <> ${job.id}`;
  const group = (rank: number, condition: SQL | undefined) =>
    condition
      ? sql`(select ${rank} as similarity, ${SUMMARY_COLUMNS} from jobs j where ${base} and ${condition}
            order by j.created_at desc, j.id desc limit ${SIMILAR_JOBS_LIMIT})`
      : undefined;
  const groups = [
    group(1, job.category_sector_id === null ? undefined : sql`j.category_sector_id = ${job.category_sector_id}`),
    group(2, job.state === null ? undefined : sql`${publicJobStateKey("j")} = upper(trim(${job.state}::text))`),
    group(3, sql`true`),
  ].filter((part): part is SQL => part !== undefined);
  const rows = await queryRows<SummaryRow & { similarity: number }>(db, sql.join(groups, sql` union all `));
  const chosen = new Map<number, SummaryRow>();
  const order = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    Number(a.similarity) - Number(b.similarity) ||
    b.date_posted.localeCompare(a.date_posted) ||
    Number(b.id) - Number(a.id);
  for (const row of [...rows].sort(order)) {
    if (chosen.size >= SIMILAR_JOBS_LIMIT) break;
    if (!chosen.has(Number(row.id))) chosen.set(Number(row.id), row);
  }
  return [...chosen.values()];
}

/**
 * The public jobs of a business, newest first, for the sitemap: uid, slug and last change. `limit` keeps a sitemap
 * within the protocol's 50,000 URLs.
 */
export async function publicJobLinks(
  db: Database,
  businessId: number,
  limit: number,
): Promise<{ uid: string; slug: string; updated_at: string }[]> {
  const rows = await queryRows<{ uid: string; title: string; updated_at: string }>(
    db,
    sql`select j.uid, j.title, to_char(j.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
        from jobs j where j.business_id = ${businessId} and ${publicJobCondition("j")}
        order by j.created_at desc, j.id desc limit ${limit}`,
  );
  return rows.map((row) => ({ uid: row.uid, slug: slugify(row.title), updated_at: row.updated_at }));
}
