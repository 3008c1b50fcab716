/**
 * The names of the entity pages' wire (wire/entityPages.ts re-exports them): the recruiter shell's history
 * speed-dial reads `RECENT_PAGES_ENTITY` on every page, and must not load zod for it.
 */

/** The history speed-dial's entity (spec §3 "Recent page"). */
export const RECENT_PAGES_ENTITY = "recent";
export const TYPE_VIEWS = ["index", "show"] as const;
/** A saved view is a handful of links. */
export const MAX_PAGES_PER_ENTRY = 50;
