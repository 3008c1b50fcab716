/**
 * The table's pure rules: which columns show, what the column picker may hide, and local sorting. Kept out of the
 * component so they are tested without a browser.
 */

export type SortDirection = "ascending" | "descending";
export type SortState = { column: string; direction: SortDirection };

/** What the rules need of a column (the component's column type extends it). */
export type ColumnRule = { id: string; isRowHeader?: boolean; isHideable?: boolean };

/** The row header names each row for screen readers; it can never be hidden. */
export function isHideable(column: ColumnRule): boolean {
  return !column.isRowHeader && column.isHideable !== false;
}

export function visibleColumns<C extends ColumnRule>(columns: readonly C[], hidden: readonly string[]): C[] {
  return columns.filter((column) => !isHideable(column) || !hidden.includes(column.id));
}

/**
 * The hidden list after the picker's selection (the ids the user left checked). Ids of columns that cannot be hidden
 * are ignored, so a stale selection never hides the row header.
 */
export function hiddenFromSelection(columns: readonly ColumnRule[], checked: Iterable<string>): string[] {
  const keep = new Set(checked);
  return columns.filter((column) => isHideable(column) && !keep.has(column.id)).map((column) => column.id);
}

type Sortable = string | number | Date | boolean | null | undefined;

/**
 * A stable sort by one column's value, in the user's locale (accents and case do not split "Álvaro" from
 * "alvaro"; "item 10" follows "item 9"). Empty values go last whatever the direction: they are noise, not data.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => Sortable,
  direction: SortDirection,
  locale?: string,
): T[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: "base" });
  const sign = direction === "ascending" ? 1 : -1;
  const compare = (a: Sortable, b: Sortable): number => {
    if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
    if (typeof a === "number" && typeof b === "number") return a - b;
    if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
    return collator.compare(String(a), String(b));
  };
  const isEmpty = (v: Sortable) => v === null || v === undefined || v === "";
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((x, y) => {
      const xEmpty = isEmpty(x.key);
      const yEmpty = isEmpty(y.key);
      if (xEmpty || yEmpty) return xEmpty === yEmpty ? x.index - y.index : xEmpty ? 1 : -1;
      return sign * compare(x.key, y.key) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

/** A column's floor when it names none (px). */
export const DEFAULT_COLUMN_WIDTH = 120;

/**
 * The CSS grid template of a virtualised table's rows: each column at least its width, sharing what is left; and the
 * width below which the table scrolls sideways. `leading` is a fixed first column (the selection checkboxes), 0 for
 * none.
 */
export function gridTemplate(
  columns: readonly { width?: number }[],
  leading = 0,
): { columns: string; minWidth: number } {
  const widths = columns.map((column) => column.width ?? DEFAULT_COLUMN_WIDTH);
  const tracks = widths.map((width) => `minmax(${width}px, 1fr)`);
  return {
    columns: [...(leading > 0 ? [`${leading}px`] : []), ...tracks].join(" "),
    minWidth: widths.reduce((sum, width) => sum + width, leading),
  };
}

/**
 * Where the keyboard is in a page grid: the header row (`row` -1, always a cell) or a body row, on the row itself
 * (`col` null, as react-aria's grids start) or on one of its cells.
 */
export type GridFocus = { row: number; col: number | null };

type GridSize = { rows: number; cols: number; pageRows: number };

/**
 * The ARIA grid pattern's moves: arrows between rows and cells (ArrowRight enters a row's cells, ArrowLeft from the
 * first cell returns to the row, ArrowUp from the first row reaches the header), Home/End along a row of cells or
 * to the first/last row, Ctrl+Home/End to the first/last row, PageUp/PageDown by a screen of rows. An unknown key
 * or a move past an edge leaves the focus where it is.
 */
export function moveGridFocus(at: GridFocus, key: string, size: GridSize, ctrl = false): GridFocus {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const inHeader = at.row < 0;
  const bodyRow = (row: number): GridFocus =>
    size.rows === 0 ? at : { row: Math.max(0, Math.min(lastRow, row)), col: at.col };
  switch (key) {
    case "ArrowDown":
      return at.row < lastRow ? { row: at.row + 1, col: at.col } : at;
    case "ArrowUp":
      if (inHeader) return at;
      return at.row === 0 ? { row: -1, col: at.col ?? 0 } : { row: at.row - 1, col: at.col };
    case "ArrowRight":
      if (at.col === null) return { row: at.row, col: 0 };
      return at.col < lastCol ? { row: at.row, col: at.col + 1 } : at;
    case "ArrowLeft":
      if (at.col === null) return at;
      if (at.col > 0) return { row: at.row, col: at.col - 1 };
      return inHeader ? at : { row: at.row, col: null };
    case "Home":
      if (ctrl || at.col === null) return inHeader && !ctrl ? at : bodyRow(0);
      return { row: at.row, col: 0 };
    case "End":
      if (ctrl || at.col === null) return inHeader && !ctrl ? at : bodyRow(lastRow);
      return { row: at.row, col: lastCol };
    case "PageDown":
      return inHeader ? at : bodyRow(at.row + size.pageRows);
    case "PageUp":
      return inHeader ? at : bodyRow(at.row - size.pageRows);
    default:
      return at;
  }
}

/** The keys of the rows from `from` to `to` (either order), for Shift+arrow selection. */
export function keysBetween<K>(keys: readonly K[], from: number, to: number): K[] {
  const [start, end] = from <= to ? [from, to] : [to, from];
  return keys.slice(Math.max(0, start), end + 1);
}
