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
