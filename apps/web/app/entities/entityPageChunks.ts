import { initialListState, searchToListState } from "@seleta/domain";
import { entityListStructure } from "@seleta/domain/columns";
import { listDefaults } from "./entityData";
import type { EntityPageRequest } from "./entityRoute";
import type { PageChunkName } from "./pageChunks";

/**
 * The chunks the page draws with: a record being edited draws the form too; a record its questions and answers and
 * its sent evaluations when its entity has them; a list opened on its blocks or kanban view its sort selects (and
 * on its kanban, the board).
 */
export function chunksOf(page: EntityPageRequest, url: URL): PageChunkName[] {
  if (page.kind === "detail") {
    if (url.searchParams.has("edit")) return ["detail", "new"];
    const listsQuestions = page.entity.fieldList.some(
      (field) => field.listOf === "answers" || field.listOf === "questions",
    );
    return [
      "detail",
      ...(listsQuestions ? (["questionLists"] as const) : []),
      ...(page.entity.sendsEvaluations ? (["evaluations"] as const) : []),
    ];
  }
  if (page.kind === "list") {
    const defaults = listDefaults(entityListStructure(page.entity));
    const state = searchToListState(url.search, initialListState(page.entity.name, defaults));
    return [
      "list",
      ...(state.viewType !== "table" ? (["sortSelects"] as const) : []),
      ...(state.viewType === "kanban" ? (["kanbanView"] as const) : []),
    ];
  }
  return [page.kind];
}
