/**
 * What a record's page says after its form saved it (the form's action goes there with a 303): "Salvo com
 * sucesso!", and the records the API found alike (possible duplicates), by name. Carried in the address so it
 * reaches a page drawn without script as well as one drawn by the router.
 */

/** The query parameter saying a form was just saved (after its 303): a record's page, a candidate's page. */
export const SAVED_PARAM = "saved";
/** The names of possible duplicates, one parameter each. */
export const DUPLICATE_PARAM = "duplicate";
/** At most this many duplicates are named; the API lists the closest first. */
const DUPLICATES_NAMED = 5;

/** The search of the record's page after a save. */
export function savedSearch(duplicates: readonly string[]): string {
  const search = new URLSearchParams({ [SAVED_PARAM]: "1" });
  for (const name of duplicates.slice(0, DUPLICATES_NAMED)) search.append(DUPLICATE_PARAM, name);
  return `?${search}`;
}

/** The notice a record's page shows for its search, or null. */
export function savedNotice(search: string): { readonly duplicates: readonly string[] } | null {
  const params = new URLSearchParams(search);
  if (!params.has(SAVED_PARAM)) return null;
  return { duplicates: params.getAll(DUPLICATE_PARAM).slice(0, DUPLICATES_NAMED) };
}
