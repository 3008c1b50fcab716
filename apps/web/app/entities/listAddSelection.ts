/**
 * Adding the records picked on a list page (candidates) to a list (tearsheet): which records the selection holds.
 * A "select all" is read from its search's pages when the recruiter confirms, a full page at a time with progress,
 * and more records than one call takes (TEARSHEET_CANDIDATES_PER_CALL) are refused whole, never cut. Pure, so the
 * rules are tested without a browser; the dialog (AddToListDialog.tsx) runs them.
 */
import type { EntitySelection, ListParams, SelectAllSearch } from "@seleta/api-client";
import { MAX_PER_PAGE } from "@seleta/domain";
import { TEARSHEET_CANDIDATES_PER_CALL } from "@seleta/domain/wire";

/** The pages a "select all" reads: those one call's records fill, and one more to see whether there are more. */
export function listAddPages(search: SelectAllSearch): ListParams[] {
  const { entity: _entity, excluded_ids: _excluded, page: _page, per_page: _perPage, ...params } = search;
  const pages = Math.ceil(TEARSHEET_CANDIDATES_PER_CALL / MAX_PER_PAGE) + 1;
  return Array.from({ length: pages }, (_, index) => ({ ...params, page: index + 1, per_page: MAX_PER_PAGE }));
}

/** The ids a selection holds, or "tooMany" when they are more than one call takes. */
export async function listAddIds(
  selection: EntitySelection,
  readPage: (params: ListParams) => Promise<readonly number[]>,
  onProgress: (read: number) => void = () => {},
): Promise<readonly number[] | "tooMany"> {
  let ids: number[];
  if (selection.collections) {
    ids = selection.collections.map((item) => item.reference_id);
  } else if (selection.select_all_params) {
    ids = [];
    for (const params of listAddPages(selection.select_all_params.search)) {
      const page = await readPage(params);
      ids.push(...page);
      onProgress(ids.length);
      if (page.length < MAX_PER_PAGE || ids.length > TEARSHEET_CANDIDATES_PER_CALL) break;
    }
  } else {
    ids = [];
  }
  const unique = [...new Set(ids)];
  return unique.length > TEARSHEET_CANDIDATES_PER_CALL ? "tooMany" : unique;
}
