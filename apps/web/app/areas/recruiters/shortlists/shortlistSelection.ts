/**
 * Adding a job's applies picked on its list or its kanban to a shortlist of the job: which applies the selection
 * holds, and the one call that adds them (to a shortlist the job has, or to a new one made with them). Pure, so the
 * rules are tested without a browser; the dialog (AddToShortlistDialog.tsx) runs them.
 */
import type { EntitySelection, ListParams, SelectAllSearch } from "@seleta/api-client";
import { MAX_PER_PAGE } from "@seleta/domain";
import { SHORTLIST_APPLIES_PER_CALL } from "@seleta/domain/wire";

/** What the recruiter chose in the dialog: one of the job's shortlists, or a new one with a name. */
export type ShortlistTarget =
  | { readonly kind: "existing"; readonly id: number }
  | { readonly kind: "new"; readonly name: string };

/** The call a confirmed choice makes: `POST …/items` to an existing shortlist, `POST …/shortlists` for a new one. */
export type ShortlistAddCall =
  | { readonly kind: "add"; readonly shortlistId: number; readonly applyIds: readonly number[] }
  | { readonly kind: "create"; readonly name: string; readonly applyIds: readonly number[] };

/** Why nothing is sent: nothing picked, a new shortlist without a name, or more applies than one call takes. */
export type ShortlistAddRefusal = "empty" | "noName" | "tooMany";

/**
 * The call for a choice and the picked applies, each once in the order picked, or why none is made. Every apply
 * goes in one call, so the shortlist gets all of them or none (the API checks each is of the job: a 422 otherwise).
 */
export function shortlistAddCall(
  target: ShortlistTarget,
  applyIds: readonly number[],
): ShortlistAddCall | ShortlistAddRefusal {
  const ids = [...new Set(applyIds)];
  if (ids.length === 0) return "empty";
  if (ids.length > SHORTLIST_APPLIES_PER_CALL) return "tooMany";
  if (target.kind === "existing") return { kind: "add", shortlistId: target.id, applyIds: ids };
  const name = target.name.trim();
  return name === "" ? "noName" : { kind: "create", name, applyIds: ids };
}

/** The applies a selection picked by hand; null for a "select all", whose rows are the search's (`selectAllPages`). */
export function pickedApplyIds(selection: EntitySelection): readonly number[] | null {
  return selection.collections ? selection.collections.map((item) => item.reference_id) : null;
}

/**
 * The list pages a "select all" reads to know its applies: the search as the list sent it (its where already leaves
 * the deselected rows out), a full page at a time: the pages one call's applies fill, and one more, so a search
 * with more applies than a call takes is refused whole ("tooMany") instead of cut.
 */
export function selectAllPages(search: SelectAllSearch): ListParams[] {
  const { entity: _entity, excluded_ids: _excluded, page: _page, per_page: _perPage, ...params } = search;
  const pages = Math.ceil(SHORTLIST_APPLIES_PER_CALL / MAX_PER_PAGE) + 1;
  return Array.from({ length: pages }, (_, index) => ({ ...params, page: index + 1, per_page: MAX_PER_PAGE }));
}

/** The applies of a selection: those picked by hand, or a "select all"'s read page by page until a page runs short. */
export async function selectionApplyIds(
  selection: EntitySelection,
  readPage: (params: ListParams) => Promise<readonly number[]>,
): Promise<readonly number[]> {
  const picked = pickedApplyIds(selection);
  if (picked || !selection.select_all_params) return picked ?? [];
  const ids: number[] = [];
  for (const params of selectAllPages(selection.select_all_params.search)) {
    const page = await readPage(params);
    ids.push(...page);
    if (page.length < MAX_PER_PAGE) break;
  }
  return ids;
}
