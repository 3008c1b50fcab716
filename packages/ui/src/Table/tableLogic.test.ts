import { describe, expect, it } from "vitest";
import {
  gridTemplate,
  hiddenFromSelection,
  isHideable,
  keysBetween,
  moveGridFocus,
  sortRows,
  visibleColumns,
} from "./tableLogic";

const columns = [
  { id: "name", isRowHeader: true },
  { id: "email" },
  { id: "phone" },
  { id: "status", isHideable: false },
];

describe("column visibility", () => {
  it("never hides the row header nor a column marked not hideable", () => {
    expect(columns.map(isHideable)).toEqual([false, true, true, false]);
    expect(visibleColumns(columns, ["name", "phone", "status"]).map((c) => c.id)).toEqual(["name", "email", "status"]);
  });

  it("keeps the columns' order", () => {
    expect(visibleColumns(columns, []).map((c) => c.id)).toEqual(["name", "email", "phone", "status"]);
  });

  it("turns the picker's checked ids into the hidden list", () => {
    expect(hiddenFromSelection(columns, ["email"])).toEqual(["phone"]);
    expect(hiddenFromSelection(columns, [])).toEqual(["email", "phone"]);
    expect(hiddenFromSelection(columns, ["name", "email", "phone", "status"])).toEqual([]);
  });
});

describe("sortRows", () => {
  const people = [
    { name: "bruno", age: 30 },
    { name: "Álvaro", age: 9 },
    { name: "", age: null },
    { name: "alvaro", age: 41 },
    { name: "Carla", age: 10 },
  ];

  it("sorts text in the locale, ignoring case and accents, stably", () => {
    expect(sortRows(people, (p) => p.name, "ascending", "pt-BR").map((p) => p.name)).toEqual([
      "Álvaro",
      "alvaro",
      "bruno",
      "Carla",
      "",
    ]);
  });

  it("sorts numbers numerically and keeps empty values last when descending", () => {
    expect(sortRows(people, (p) => p.age, "descending").map((p) => p.age)).toEqual([41, 30, 10, 9, null]);
  });

  it("orders numbered text naturally and dates by time", () => {
    expect(sortRows(["item 10", "item 9", "item 1"], (s) => s, "ascending")).toEqual(["item 1", "item 9", "item 10"]);
    const dates = [new Date("2024-05-01"), new Date("2023-01-01")];
    expect(sortRows(dates, (d) => d, "ascending")).toEqual([dates[1], dates[0]]);
  });

  it("does not change the input", () => {
    const copy = [...people];
    sortRows(people, (p) => p.name, "ascending");
    expect(people).toEqual(copy);
  });
});

describe("gridTemplate", () => {
  it("gives each column its floor and a share of the rest, after a fixed selection column", () => {
    expect(gridTemplate([{ width: 220 }, {}], 44)).toEqual({
      columns: "44px minmax(220px, 1fr) minmax(120px, 1fr)",
      minWidth: 384,
    });
    expect(gridTemplate([{ width: 100 }])).toEqual({ columns: "minmax(100px, 1fr)", minWidth: 100 });
  });
});

describe("moveGridFocus: the keyboard in a page grid", () => {
  const size = { rows: 5, cols: 3, pageRows: 2 };
  it("moves between rows, reaches the header from the first row and comes back to the same cell", () => {
    expect(moveGridFocus({ row: 0, col: null }, "ArrowDown", size)).toEqual({ row: 1, col: null });
    expect(moveGridFocus({ row: 4, col: null }, "ArrowDown", size)).toEqual({ row: 4, col: null });
    expect(moveGridFocus({ row: 0, col: null }, "ArrowUp", size)).toEqual({ row: -1, col: 0 });
    expect(moveGridFocus({ row: 0, col: 2 }, "ArrowUp", size)).toEqual({ row: -1, col: 2 });
    expect(moveGridFocus({ row: -1, col: 2 }, "ArrowUp", size)).toEqual({ row: -1, col: 2 });
    expect(moveGridFocus({ row: -1, col: 2 }, "ArrowDown", size)).toEqual({ row: 0, col: 2 });
  });
  it("enters a row's cells with ArrowRight and leaves them from the first cell with ArrowLeft", () => {
    expect(moveGridFocus({ row: 1, col: null }, "ArrowRight", size)).toEqual({ row: 1, col: 0 });
    expect(moveGridFocus({ row: 1, col: 2 }, "ArrowRight", size)).toEqual({ row: 1, col: 2 });
    expect(moveGridFocus({ row: 1, col: 0 }, "ArrowLeft", size)).toEqual({ row: 1, col: null });
    expect(moveGridFocus({ row: -1, col: 0 }, "ArrowLeft", size)).toEqual({ row: -1, col: 0 });
  });
  it("Home/End go along a row of cells, or to the first/last row; Ctrl always to the first/last row", () => {
    expect(moveGridFocus({ row: 2, col: 1 }, "End", size)).toEqual({ row: 2, col: 2 });
    expect(moveGridFocus({ row: 2, col: 1 }, "Home", size)).toEqual({ row: 2, col: 0 });
    expect(moveGridFocus({ row: 2, col: null }, "End", size)).toEqual({ row: 4, col: null });
    expect(moveGridFocus({ row: 2, col: 1 }, "Home", size, true)).toEqual({ row: 0, col: 1 });
    expect(moveGridFocus({ row: -1, col: 1 }, "End", size, true)).toEqual({ row: 4, col: 1 });
  });
  it("pages by a screen of rows, stopping at the edges; an empty grid keeps the header", () => {
    expect(moveGridFocus({ row: 1, col: null }, "PageDown", size)).toEqual({ row: 3, col: null });
    expect(moveGridFocus({ row: 3, col: null }, "PageDown", size)).toEqual({ row: 4, col: null });
    expect(moveGridFocus({ row: 1, col: null }, "PageUp", size)).toEqual({ row: 0, col: null });
    expect(moveGridFocus({ row: -1, col: 0 }, "ArrowDown", { ...size, rows: 0 })).toEqual({ row: -1, col: 0 });
    expect(moveGridFocus({ row: 1, col: null }, "Tab", size)).toEqual({ row: 1, col: null });
  });
  it("keysBetween takes the rows between two indexes, in either order", () => {
    expect(keysBetween([10, 11, 12, 13], 1, 3)).toEqual([11, 12, 13]);
    expect(keysBetween([10, 11, 12, 13], 2, 0)).toEqual([10, 11, 12]);
  });
});
