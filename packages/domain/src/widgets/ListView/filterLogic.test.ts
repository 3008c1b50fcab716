import { describe, expect, it } from "vitest";
import { entityColumnsStructure } from "../../entities/columnsStructure";
import {
  conditionsFromWhere,
  draftInput,
  draftValue,
  filterableColumns,
  parseDateInput,
  replaceConditions,
  valueInput,
  whereFromConditions,
} from "./filterLogic";

const applies = entityColumnsStructure("apply");
const jobs = entityColumnsStructure("job");
const column = (structure: typeof applies, kind: string) => {
  const found = structure.columns.find((c) => c.kind === kind && c.filters.length > 0);
  if (!found) throw new Error(`no ${kind} column`);
  return found;
};

describe("the list's filters, built from the registry", () => {
  it("offers only columns whose field takes an operator", () => {
    const offered = filterableColumns(jobs.columns);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((c) => c.filters.length > 0)).toBe(true);
  });

  it("picks the value input from the field's kind and the operator", () => {
    const select = column(applies, "select");
    expect(valueInput(select, "eq")).toBe("option");
    expect(valueInput(select, "in")).toBe("options");
    expect(valueInput(select, "null")).toBe("presence");
    const date = column(applies, "datetime");
    expect(valueInput(date, "gte")).toBe("date");
    expect(valueInput(date, "between")).toBe("dateRange");
    const id = applies.columns.find((c) => c.key === "id");
    expect(id && valueInput(id, "in")).toBe("textList");
    expect(id && valueInput(id, "eq")).toBe("number");
  });

  it("turns what was typed into where values, and leaves out what is not a value", () => {
    const select = column(applies, "select");
    const first = select.options?.[0]?.id ?? 0;
    expect(draftValue(select, { field: select.key, operator: "eq", input: String(first) })).toBe(first);
    expect(draftValue(select, { field: select.key, operator: "eq", input: "999" })).toBeUndefined();
    expect(draftValue(select, { field: select.key, operator: "in", input: `${first}, 999` })).toEqual([first]);
    const date = column(applies, "datetime");
    expect(draftValue(date, { field: date.key, operator: "between", input: "01/03/2025..31/03/2025" })).toEqual([
      "2025-03-01",
      "2025-03-31",
    ]);
    expect(draftValue(date, { field: date.key, operator: "gte", input: "31/02/2025" })).toBeUndefined();
    const id = applies.columns.find((c) => c.key === "id");
    if (!id) throw new Error("no id");
    expect(draftValue(id, { field: "id", operator: "in", input: "1, 2,x" })).toEqual([1, 2]);
    expect(draftValue(id, { field: "id", operator: "null", input: "true" })).toBe(true);
  });

  it("reads dates the Brazilian way and rejects impossible ones", () => {
    expect(parseDateInput("5/3/2025")).toBe("2025-03-05");
    expect(parseDateInput("2025-03-05")).toBe("2025-03-05");
    expect(parseDateInput("29/02/2025")).toBeNull();
    expect(parseDateInput("ontem")).toBeNull();
  });

  it("joins several operators of one field into one where entry and reads them back", () => {
    const where = whereFromConditions([
      { field: "created_at", operator: "gte", value: "2025-01-01" },
      { field: "created_at", operator: "lte", value: "2025-01-31" },
      { field: "id", operator: "nin", value: [3] },
    ]);
    expect(where).toEqual({ created_at: { gte: "2025-01-01", lte: "2025-01-31" }, id: { nin: [3] } });
    expect(conditionsFromWhere(where, applies.columns)).toHaveLength(3);
  });

  it("keeps where keys the filter bar does not show (sub-searches) when its conditions change", () => {
    const where = { skills: "React", created_at: { gte: "2025-01-01" } };
    expect(conditionsFromWhere(where, applies.columns)).toEqual([
      { field: "created_at", operator: "gte", value: "2025-01-01" },
    ]);
    expect(replaceConditions(where, [], applies.columns)).toEqual({ skills: "React" });
  });

  it("shows a stored condition back as the text the form holds", () => {
    const date = column(applies, "datetime");
    expect(draftInput(date, { field: date.key, operator: "gte", value: "2025-03-05" })).toBe("05/03/2025");
    expect(draftInput(date, { field: date.key, operator: "between", value: ["2025-03-01", "2025-03-31"] })).toBe(
      "01/03/2025..31/03/2025",
    );
  });
});
