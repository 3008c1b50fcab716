/**
 * What a record's page says after its form saved it (the form's action goes there with a 303): "Salvo com
 * sucesso!", and the records the API found alike (possible duplicates), by name and id (a candidate's page offers
 * to merge each). Carried in the address so it reaches a page drawn without script as well as one drawn by the
 * router.
 */

/** The query parameter saying a form was just saved (after its 303): a record's page, a candidate's page. */
export const SAVED_PARAM = "saved";
/** The possible duplicates, one parameter each: `<id>-<name>` (the id first, so a name may hold anything). */
export const DUPLICATE_PARAM = "duplicate";
/** At most this many duplicates are named; the API lists the closest first. */
const DUPLICATES_NAMED = 5;

export type SavedDuplicate = { readonly id: number; readonly name: string };

/** The search of the record's page after a save. */
export function savedSearch(duplicates: readonly SavedDuplicate[]): string {
  const search = new URLSearchParams({ [SAVED_PARAM]: "1" });
  for (const { id, name } of duplicates.slice(0, DUPLICATES_NAMED)) search.append(DUPLICATE_PARAM, `${id}-${name}`);
  return `?${search}`;
}

/** The notice a record's page shows for its search, or null; a duplicate without a valid id is dropped. */
export function savedNotice(search: string): { readonly duplicates: readonly SavedDuplicate[] } | null {
  const params = new URLSearchParams(search);
  if (!params.has(SAVED_PARAM)) return null;
  const duplicates = params.getAll(DUPLICATE_PARAM).flatMap((value) => {
    const found = /^([1-9]\d{0,9})-(.*)$/s.exec(value);
    return found?.[1] && found[2] !== undefined ? [{ id: Number(found[1]), name: found[2] }] : [];
  });
  return { duplicates: duplicates.slice(0, DUPLICATES_NAMED) };
}
