import { describe, expect, it } from "vitest";
import { childEntities, entityIndex, recordPageEntities } from "./entityIndex";
import { indexEntryOf } from "./entityIndexEntry";
import { loadEntities, loadedEntity } from "./entityModules";
import { type EntityName, entities } from "./registry";

describe("the entity index", () => {
  it("is the registry's index facts, entity by entity (else: npm run entity-index -w @seleta/domain)", () => {
    const fromRegistry = Object.fromEntries(
      Object.entries(entities).map(([name, entity]) => [name, indexEntryOf(entity, Object.values(entities))]),
    );
    expect(entityIndex).toEqual(fromRegistry);
  });
});

describe("loadEntities", () => {
  it("loads each entity's own definition, the registry's object", async () => {
    const names = Object.keys(entities) as EntityName[];
    await loadEntities(names);
    for (const name of names) expect(loadedEntity(name)).toBe(entities[name]);
  });

  it("refuses to read a definition that was not loaded", () => {
    expect(() => loadedEntity("nothing")).toThrow(/before its definition was loaded/);
  });
});

describe("a record page's entities", () => {
  it("are its own, its related lists' and its children's", () => {
    expect(recordPageEntities("client_companies")).toEqual(
      expect.arrayContaining(["client_companies", "client_contacts", "jobs"]),
    );
    expect(childEntities("tearsheets").map((child) => child.name)).toEqual(["tearsheet_candidates"]);
    expect(recordPageEntities("tearsheets")).toContain("tearsheet_candidates");
    expect(recordPageEntities("tearsheet_candidates")[0]).toBe("tearsheet_candidates");
  });
});
