import { describe, expect, it } from "vitest";
import { entityColumnsStructure } from "./columnsStructure";
import { entityListStructure, relatedListsOf, relationIdsByEntity } from "./entityViews";
import { entityList, getEntity } from "./registry";

describe("entity list structure", () => {
  it("is the server's structure for the six entities of spec §7", () => {
    const { name: _server, ...served } = entityColumnsStructure("candidate");
    const { name: _local, ...local } = entityListStructure(getEntity("candidates"));
    expect(local).toEqual(served);
  });

  it("builds a list for any other entity from its registry fields", () => {
    const tasks = entityListStructure(getEntity("tasks"));
    expect(tasks.entity).toBe("tasks");
    expect(tasks.columns.some((column) => column.visible)).toBe(true);
  });
});

describe("related lists", () => {
  it("names a company's contacts and jobs, through their company field", () => {
    const related = relatedListsOf(getEntity("client_companies"), entityList);
    expect(related).toEqual(
      expect.arrayContaining([
        { field: "client_company", entity: "client_contacts" },
        { field: "client_company", entity: "jobs" },
      ]),
    );
    expect(related.every((source) => source.entity !== "client_companies")).toBe(true);
  });

  it("names a job's applies", () => {
    expect(relatedListsOf(getEntity("jobs"), entityList)).toContainEqual({ entity: "applies", field: "job" });
  });
});

describe("relation ids", () => {
  it("collects each target's ids once, from single and multiple relations, ignoring empties", () => {
    const rows = [
      { owner: 3, client_company: 9, recruiters: [3, 4] },
      { owner: 3, client_company: null, recruiters: null },
    ];
    const fields = [
      { key: "owner", relation: "recruiters" },
      { key: "client_company", relation: "client_companies" },
      { key: "recruiters", relation: "recruiters" },
      { key: "title", relation: null },
    ];
    expect(relationIdsByEntity(rows, fields)).toEqual({ recruiters: [3, 4], client_companies: [9] });
  });
});
