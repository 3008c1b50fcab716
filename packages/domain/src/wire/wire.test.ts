/**
 * The wire schemas hold what the domain generates: an answer built by the domain passes its schema unchanged (a
 * field the schema lacked would be stripped by the API's serialiser, silently).
 */
import { describe, expect, it } from "vitest";
import {
  COLUMN_STRUCTURE_NAMES,
  type ColumnStructure,
  columnsStructure,
  type EntityColumnsStructure,
  entityColumnsStructure,
} from "../entities/columnsStructure";
import { GLOBAL_SEARCH_KINDS, globalSearchEntity } from "../entities/globalSearch";
import { entityList } from "../entities/registry";
import { V } from "../rules/messages";
import {
  columnStructureSchema,
  entityColumnsStructureSchema,
  entityNameSchema,
  entityPagesEntitySchema,
  globalSearchItemSchema,
  RECENT_PAGES_ENTITY,
  type WireOf,
} from ".";

// The domain's hand-written column types and the schema's output are one shape, both ways.
const fromWire = (value: WireOf<typeof entityColumnsStructureSchema>): EntityColumnsStructure => value;
const toWire = (value: EntityColumnsStructure): WireOf<typeof entityColumnsStructureSchema> => value;
const columnFromWire = (value: WireOf<typeof columnStructureSchema>): ColumnStructure => value;
const columnToWire = (value: ColumnStructure): WireOf<typeof columnStructureSchema> => value;

describe("the wire schemas", () => {
  it.each(COLUMN_STRUCTURE_NAMES)("answer the %s column structure as the domain builds it", (name) => {
    const structure = entityColumnsStructure(name);
    expect(fromWire(entityColumnsStructureSchema.parse(toWire(structure)))).toEqual(structure);
  });

  it("hold every column of every registry entity (every field kind and filter)", () => {
    const columns = entityList.flatMap((entity) => columnsStructure(entity));
    expect(columns.length).toBeGreaterThan(100);
    for (const column of columns) {
      expect(columnFromWire(columnStructureSchema.parse(columnToWire(column)))).toEqual(column);
    }
  });

  it("name every searchable kind's entity and icon", () => {
    for (const kind of GLOBAL_SEARCH_KINDS) {
      const entity = globalSearchEntity(kind);
      const item = { entity: entity.name, model: entity.model, id: 1, title: "t", subtitle: null, avatar: null };
      expect(globalSearchItemSchema.parse({ ...item, icon: entity.icon, link: "/" })).toMatchObject(item);
    }
  });

  it("take every registry entity and `recent` for entity pages, and refuse others with the domain's message", () => {
    for (const entity of entityList) expect(entityNameSchema.parse(entity.name)).toBe(entity.name);
    expect(entityPagesEntitySchema.parse(RECENT_PAGES_ENTITY)).toBe("recent");
    const refused = entityPagesEntitySchema.safeParse("nope");
    expect(refused.error?.issues[0]?.message).toBe(V.invalid.id);
  });
});
