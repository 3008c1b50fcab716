/**
 * The history speed-dial's pages (spec §2/§3) as the entity_pages API keeps them (entity `recent`), and which
 * visits are worth keeping: the recruiter area's entity pages (lists, records, new-record forms).
 */
import type { EntityPages, EntityPagesInput, StoredPage } from "@seleta/api-client";
import { RECENT_PAGES_ENTITY } from "@seleta/api-client";
import {
  type EntityIndexEntry,
  entityForPath,
  entityRoute,
  type Message,
  type RecentPage,
  recentPageHref,
} from "@seleta/domain";

/** The API keeps ids of up to 100 characters and queries of up to 4,000 (wire/entityPages.ts). */
const MAX_QUERY_LENGTH = 4000;
const MAX_NAME_LENGTH = 160;

/** A short id that is the same for the same address (the reducer keeps one entry per address). */
export function recentPageId(href: string): string {
  let hash = 5381;
  for (let index = 0; index < href.length; index++) hash = ((hash * 33) ^ href.charCodeAt(index)) >>> 0;
  return `p${hash.toString(36)}${href.length.toString(36)}`;
}

/** The one entry the recent pages live in. */
export const RECENT_PAGES_FILTER = { entity: RECENT_PAGES_ENTITY, type_view: "index" } as const;

const NOT_RECENT: ReadonlySet<string> = new Set(["signatures"]);

export type RecentPageName = { readonly label: Message; readonly suffix?: string; readonly isNew?: boolean };

/** What a visit to `pathname` is called, or null when it is not an entity page of the recruiter area. */
export function recentPageName(pathname: string): (RecentPageName & { entity: EntityIndexEntry }) | null {
  const entity = entityForPath(pathname);
  // The signatures' only page is the signature editor, reached from the profile: not a record page to come back to.
  if (entity?.area !== "recruiter" || NOT_RECENT.has(entity.name)) return null;
  const rest = pathname.replace(/\/+$/, "").slice(entityRoute(entity).length).split("/").filter(Boolean);
  if (rest.length === 0) return { entity, label: entity.label.many };
  if (rest[0] === "new") return { entity, label: entity.label.one, isNew: true };
  // A record and what hangs under it (its applies, its jobs): named after the record.
  return { entity, label: entity.label.one, suffix: `#${decodeURIComponent(rest[0] ?? "")}` };
}

/**
 * The recent page of a visit: `name` is the visit's name already in the user's language, `search` the address's
 * query (kept so a filtered list comes back filtered). Null for pages the speed-dial does not keep.
 */
export function recentPageOf(
  pathname: string,
  search: string,
  name: (page: RecentPageName) => string,
  visitedAt: string,
): RecentPage | null {
  const named = recentPageName(pathname);
  if (!named) return null;
  const { link, query } = recentAddress(pathname, search);
  return {
    id: recentPageId(recentPageHref({ link, query })),
    name: name(named).slice(0, MAX_NAME_LENGTH),
    icon: named.entity.icon,
    link,
    query,
    visitedAt,
  };
}

/** Where a visit is kept: the path without its trailing slash, and the query unless it is too long to store. */
export function recentAddress(pathname: string, search: string): { link: string; query: string | undefined } {
  const link = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const fullQuery = search.replace(/^\?/, "");
  // A query too long to store is dropped rather than the visit: the page still comes back, unfiltered.
  return { link, query: fullQuery && fullQuery.length <= MAX_QUERY_LENGTH ? fullQuery : undefined };
}

/**
 * The list with the entry of `href` called `name` (a record page's own title instead of "Candidato #12"), or null
 * when there is no such entry or it already has that name.
 */
export function renamedRecentPages(pages: readonly RecentPage[], href: string, name: string): RecentPage[] | null {
  const shortName = name.trim().slice(0, MAX_NAME_LENGTH);
  const target = pages.find((page) => recentPageHref(page) === href);
  if (!shortName || !target || target.name === shortName) return null;
  return pages.map((page) => (page === target ? { ...page, name: shortName } : page));
}

/** The stored entry's pages as the speed-dial's (ids as strings, a query object as its query string). */
export function recentPagesFromStored(entries: readonly EntityPages[] | undefined): RecentPage[] {
  const entry = entries?.find((candidate) => candidate.entity === RECENT_PAGES_ENTITY);
  return (entry?.pages ?? []).map((page: StoredPage) => {
    const query =
      typeof page.query === "string"
        ? page.query.replace(/^\?/, "") || undefined
        : page.query
          ? new URLSearchParams(
              Object.entries(page.query).map(([key, value]) => [
                key,
                typeof value === "string" ? value : JSON.stringify(value),
              ]),
            ).toString() || undefined
          : undefined;
    return {
      id: page.id === undefined ? recentPageId(recentPageHref({ link: page.link, query })) : String(page.id),
      name: page.name,
      icon: page.icon ?? undefined,
      link: page.link,
      query,
      visitedAt: page.visitedAt ?? "",
    };
  });
}

/** What `POST /recruiters/entity_pages` stores for the speed-dial's pages. */
export function recentPagesInput(pages: readonly RecentPage[]): EntityPagesInput {
  return {
    ...RECENT_PAGES_FILTER,
    pages: pages.map((page) => ({
      id: page.id,
      name: page.name,
      icon: page.icon ?? null,
      link: page.link,
      query: page.query ?? null,
      visitedAt: page.visitedAt,
    })),
  };
}
