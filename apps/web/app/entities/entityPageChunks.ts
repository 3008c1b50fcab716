import { type AnyEntity, initialListState, searchToListState } from "@seleta/domain";
import { entityListStructure } from "@seleta/domain/columns";
import { listDefaults } from "./entityData";
import type { EntityPageRequest } from "./entityRoute";
import type { PageChunkName } from "./pageChunks";

/**
 * The chunks the page draws with: a record being edited draws the form too; a record its questions and answers and
 * its sent evaluations when its entity has them; a list opened on its blocks or kanban view its sort selects (and
 * on its kanban, the board). `entity` is the page's entity's definition (loadEntities).
 */
export function chunksOf(page: EntityPageRequest, entity: AnyEntity, url: URL): PageChunkName[] {
  if (page.kind === "detail") {
    if (url.searchParams.has("edit")) return ["detail", "new"];
    const listsQuestions = entity.fieldList.some((field) => field.listOf === "answers" || field.listOf === "questions");
    return [
      "detail",
      ...(listsQuestions ? (["questionLists"] as const) : []),
      ...(entity.sendsEvaluations ? (["evaluations"] as const) : []),
    ];
  }
  if (page.kind === "list") {
    const defaults = listDefaults(entityListStructure(entity));
    const state = searchToListState(url.search, initialListState(entity.name, defaults));
    return [
      "list",
      ...(state.viewType !== "table" ? (["sortSelects"] as const) : []),
      ...(state.viewType === "kanban" ? (["kanbanView"] as const) : []),
    ];
  }
  return [page.kind];
}
