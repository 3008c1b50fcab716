import type { AnyEntity } from "../../entities/defineEntity";
import type { SubSearch } from "../../entities/listQuery";
import type { ListState } from "../../state/listState";

/**
 * The list state's sub-search fields (spec §3) as the list query's where keys: the API reads a sub-search as a where
 * key of its own (`{skills: {contains: "react"}}`, `{language: {name: "Inglês"}}`), so what the user typed in those
 * boxes travels with the where of every fetch, export and bulk action. Pure, so the rules are tested without a
 * browser.
 */

type SubSearches = Readonly<Record<string, SubSearch>>;

/** The where keys of the sub-search boxes that hold something; empty and unknown boxes add nothing. */
export function subSearchWhere(
  subSearches: SubSearches,
  values: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    const subSearch = Object.hasOwn(subSearches, key) ? subSearches[key] : undefined;
    const value = raw.trim();
    if (!subSearch || value === "") continue;
    // A level search names the item (a language); its minimum level is the filter dialog's business.
    where[key] = subSearch.kind === "level" ? { name: value } : { contains: value };
  }
  return where;
}

/**
 * The state with its sub-searches folded into the where: what the server must receive for the rows the user sees.
 * Without an entity (or with no box filled) the state comes back as it was.
 */
export function withSubSearches<S extends ListState>(state: S, entity: AnyEntity | undefined): S {
  const extra = entity ? subSearchWhere(entity.subSearches, state.subSearch) : {};
  return Object.keys(extra).length === 0 ? state : { ...state, where: { ...state.where, ...extra } };
}
