import { type EntityName, entityIndex, getEntity, initialListState, listStateToSearch } from "@seleta/domain";
import { entityListStructure } from "@seleta/domain/columns";
import { describe, expect, it } from "vitest";
import { listDefaults } from "./entityData";
import { chunksOf } from "./entityPageChunks";
import { pageChunksOf } from "./pageChunks";

const url = (path: string) => new URL(path, "http://seleta.test");
const detail = (entity: { name: string }) =>
  ({ kind: "detail", entity: entityIndex[entity.name as EntityName], id: "1" }) as const;
const list = (entity: { name: string }) => ({ kind: "list", entity: entityIndex[entity.name as EntityName] }) as const;

describe("chunksOf", () => {
  it("names a record's questions and answers and its sent evaluations where its entity has them", () => {
    const applies = getEntity("applies");
    expect(chunksOf(detail(applies), applies, url("/x/1"))).toEqual(["detail", "questionLists", "evaluations"]);
    expect(chunksOf(detail(getEntity("candidates")), getEntity("candidates"), url("/x/1"))).toEqual(["detail"]);
  });

  it("names the form alone for a record being edited", () => {
    expect(chunksOf(detail(getEntity("applies")), getEntity("applies"), url("/x/1?edit"))).toEqual(["detail", "new"]);
  });

  it("names the sort selects for a list opened on a view without sorting headers", () => {
    const candidates = getEntity("candidates");
    const defaults = listDefaults(entityListStructure(candidates));
    const blocks = listStateToSearch({ ...initialListState("candidates", defaults), viewType: "blocks" }, defaults);
    expect(chunksOf(list(candidates), candidates, url(`/x?${blocks}`))).toEqual(["list", "sortSelects"]);
    expect(chunksOf(list(candidates), candidates, url("/x"))).toEqual(["list"]);
    const applies = getEntity("applies");
    const appliesDefaults = listDefaults(entityListStructure(applies));
    const kanban = listStateToSearch(
      { ...initialListState("applies", appliesDefaults), viewType: "kanban" },
      appliesDefaults,
    );
    expect(chunksOf(list(applies), applies, url(`/x?${kanban}`))).toEqual(["list", "sortSelects", "kanbanView"]);
  });

  it("names only what the root's mark accepts", () => {
    const names = chunksOf(detail(getEntity("applies")), getEntity("applies"), url("/x/1"));
    expect(pageChunksOf({ pageChunks: names })).toEqual(names);
  });
});
