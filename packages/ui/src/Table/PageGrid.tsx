import {
  type CSSProperties,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import type { Key, Selection, SortDescriptor } from "react-aria-components";
import { useIntl } from "react-intl";
import { CheckIcon, MinusIcon } from "../overlayParts/icons";
import { visuallyHidden } from "../overlayParts/parts.css";
import { ColumnHeading } from "./ColumnHeading";
import type { TableColumn } from "./Table";
import * as css from "./Table.css";
import { type GridFocus, keysBetween, moveGridFocus } from "./tableLogic";

/**
 * The table's body for a page of rows (the non-virtualised Table): a plain ARIA grid whose rows are memoised, so a
 * focus, a hover, a press or a sort redraws the cells that changed and nothing else. react-aria's Table draws every
 * cell again for each of those (its per-cell hooks read the whole table's state): 6 redraws of 225 cells per sort of
 * a 25-row list, most of the time a recruiter waited for the new rows (a CPU profile showed it).
 *
 * The keyboard follows react-aria's grids (see `moveGridFocus`): Tab lands on a row, arrows move between rows and
 * cells, ArrowUp from the first row reaches the sortable headers, Enter sorts by a header or opens a row, Space
 * toggles a row's selection, Shift+arrows extend it, Ctrl/Cmd+A selects all and Escape clears.
 */
export type PageGridProps<T extends { id: Key }> = {
  ariaLabel: string;
  /** The visible columns, in order. */
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  sort: SortDescriptor | undefined;
  onSort: (descriptor: SortDescriptor) => void;
  selectionMode: "none" | "single" | "multiple";
  selection: Selection;
  onSelectionChange: (keys: Selection) => void;
  onRowAction?: (key: Key) => void;
  emptyState: ReactNode;
  style?: CSSProperties;
};

/** What every row reads, stable for the grid's life: rows are memoised on their own props. */
type RowHandlers = {
  select: (key: Key, index: number, event: { shiftKey: boolean }) => void;
  action: ((key: Key) => void) | undefined;
  focused: (focus: GridFocus) => void;
};
const RowHandlersContext = createContext<{ current: RowHandlers } | null>(null);

const PAGE_ROWS = 10;

const isAll = (selection: Selection, count: number) => selection === "all" || (count > 0 && selection.size >= count);

export function PageGrid<T extends { id: Key }>({
  ariaLabel,
  columns,
  rows,
  sort,
  onSort,
  selectionMode,
  selection,
  onSelectionChange,
  onRowAction,
  emptyState,
  style,
}: PageGridProps<T>) {
  const intl = useIntl();
  const gridRef = useRef<HTMLTableElement>(null);
  const withSelection = selectionMode !== "none";
  // The selection column is the first cell of each row, reached by the arrows like the others.
  const cellCount = columns.length + (withSelection ? 1 : 0);
  const [focus, setFocus] = useState<GridFocus>({ row: 0, col: null });
  // The tab stop stays inside the grid as rows come and go.
  const tabStop: GridFocus =
    rows.length === 0
      ? { row: -1, col: Math.min(focus.col ?? 0, cellCount - 1) }
      : {
          row: Math.min(focus.row, rows.length - 1),
          col: focus.col === null ? null : Math.min(focus.col, cellCount - 1),
        };
  const anchor = useRef(0);
  const moved = useRef(false);

  const keys = rows.map((row) => row.id);
  const isSelected = (key: Key) => selection === "all" || selection.has(key);
  const allSelected = isAll(selection, rows.length);
  const someSelected = !allSelected && selection !== "all" && selection.size > 0;

  const toggle = (key: Key) => {
    if (selectionMode === "none") return;
    if (selectionMode === "single") {
      onSelectionChange(new Set(isSelected(key) ? [] : [key]));
      return;
    }
    const next = new Set(selection === "all" ? keys : selection);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelectionChange(next);
  };
  const handlers = useRef<RowHandlers>({ select: () => undefined, action: undefined, focused: () => undefined });
  handlers.current = {
    select: (key, index, event) => {
      if (event.shiftKey && selectionMode === "multiple") {
        onSelectionChange(new Set(keysBetween(keys, anchor.current, index)));
        return;
      }
      anchor.current = index;
      toggle(key);
    },
    action: onRowAction,
    focused: (next) => setFocus(next),
  };

  // Focus follows the keyboard's moves (not a render that merely changed rows).
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const grid = gridRef.current;
    if (!grid) return;
    const selector =
      tabStop.row < 0
        ? `thead [data-col="${tabStop.col}"]`
        : tabStop.col === null
          ? `tbody tr[data-row="${tabStop.row}"]`
          : `tbody tr[data-row="${tabStop.row}"] > [data-col="${tabStop.col}"]`;
    const target = grid.querySelector<HTMLElement>(selector);
    target?.focus();
  });

  const sortBy = (column: TableColumn<T>) =>
    onSort({
      column: column.id,
      direction: sort?.column === column.id && sort.direction === "ascending" ? "descending" : "ascending",
    });

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const ctrl = event.ctrlKey || event.metaKey;
    if (ctrl && event.key.toLowerCase() === "a" && selectionMode === "multiple") {
      event.preventDefault();
      onSelectionChange("all");
      return;
    }
    if (event.key === "Escape" && withSelection && (selection === "all" || selection.size > 0)) {
      event.preventDefault();
      onSelectionChange(new Set());
      return;
    }
    const at = tabStop;
    if (event.key === "Enter") {
      if (at.row < 0) {
        const column = columns[(at.col ?? 0) - (withSelection ? 1 : 0)];
        if (column && (column.sortValue || column.isSortable)) {
          event.preventDefault();
          sortBy(column);
        }
        return;
      }
      const key = keys[at.row];
      if (key !== undefined && onRowAction) {
        event.preventDefault();
        onRowAction(key);
      }
      return;
    }
    if (event.key === " " && at.row >= 0 && !(event.target instanceof HTMLInputElement)) {
      const key = keys[at.row];
      if (key !== undefined && withSelection) {
        event.preventDefault();
        anchor.current = at.row;
        toggle(key);
      }
      return;
    }
    const next = moveGridFocus(at, event.key, { rows: rows.length, cols: cellCount, pageRows: PAGE_ROWS }, ctrl);
    if (next === at) return;
    event.preventDefault();
    if (event.shiftKey && selectionMode === "multiple" && next.row >= 0 && at.row >= 0) {
      onSelectionChange(new Set(keysBetween(keys, anchor.current, next.row)));
    } else if (next.row >= 0 && !event.shiftKey) {
      anchor.current = next.row;
    }
    moved.current = true;
    setFocus(next);
  };

  const selectAllLabel = intl.formatMessage({ id: "ui.table.selectAll" });
  return (
    <table
      ref={gridRef}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid is a table with role grid.
      role="grid"
      aria-label={ariaLabel}
      aria-multiselectable={selectionMode === "multiple" || undefined}
      aria-rowcount={rows.length + 1}
      aria-colcount={cellCount}
      className={css.table}
      style={style}
      onKeyDown={handleKeyDown}
    >
      <thead className={css.header}>
        <tr aria-rowindex={1}>
          {withSelection ? (
            <th
              scope="col"
              data-col={0}
              tabIndex={tabStop.row < 0 && tabStop.col === 0 ? 0 : -1}
              className={`${css.column} ${css.checkboxCell}`}
              onFocus={() => setFocus({ row: -1, col: 0 })}
            >
              {selectionMode === "multiple" ? (
                <SelectionBox
                  label={selectAllLabel}
                  checked={allSelected}
                  indeterminate={someSelected}
                  onChange={() => onSelectionChange(allSelected ? new Set() : "all")}
                />
              ) : (
                // One row at a time: no select-all box, but the column still needs a name.
                <span className={visuallyHidden}>{intl.formatMessage({ id: "ui.table.select" })}</span>
              )}
            </th>
          ) : null}
          {columns.map((column, index) => {
            const col = index + (withSelection ? 1 : 0);
            const sortable = Boolean(column.sortValue) || Boolean(column.isSortable);
            const direction = sort?.column === column.id ? sort.direction : undefined;
            return (
              <th
                key={column.id}
                scope="col"
                data-col={col}
                aria-sort={sortable ? (direction ?? "none") : undefined}
                data-allows-sorting={sortable || undefined}
                tabIndex={tabStop.row < 0 && tabStop.col === col ? 0 : -1}
                className={[css.column, column.align === "end" ? css.alignEnd : ""].join(" ")}
                onFocus={() => setFocus({ row: -1, col })}
                onClick={sortable ? () => sortBy(column) : undefined}
              >
                <ColumnHeading header={column.header} allowsSorting={sortable} direction={direction} />
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        <RowHandlersContext.Provider value={handlers}>
          {rows.map((row, index) => (
            <GridRow
              key={row.id}
              row={row}
              index={index}
              columns={columns}
              withSelection={withSelection}
              selected={withSelection ? isSelected(row.id) : undefined}
              focusCol={tabStop.row === index ? tabStop.col : undefined}
              hasAction={Boolean(onRowAction)}
            />
          ))}
        </RowHandlersContext.Provider>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={cellCount}>
              <div className={css.empty}>{emptyState}</div>
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

type GridRowProps<T extends { id: Key }> = {
  row: T;
  index: number;
  columns: readonly TableColumn<T>[];
  withSelection: boolean;
  /** undefined without selection. */
  selected: boolean | undefined;
  /** The grid's tab stop when it is in this row: null for the row itself, a cell's index; undefined elsewhere. */
  focusCol: number | null | undefined;
  hasAction: boolean;
};

function GridRowInner<T extends { id: Key }>({
  row,
  index,
  columns,
  withSelection,
  selected,
  focusCol,
  hasAction,
}: GridRowProps<T>) {
  const handlers = useContext(RowHandlersContext);
  const intl = useIntl();
  const id = useId();
  const headerId = `${id}-header`;
  const offset = withSelection ? 1 : 0;
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    // The checkbox has its own click; a row's click opens it, or selects it in a list without an action.
    if ((event.target as HTMLElement).closest("label")) return;
    const current = handlers?.current;
    if (!current) return;
    if (current.action) current.action(row.id);
    else if (withSelection) current.select(row.id, index, event);
  };
  return (
    <tr
      data-row={index}
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-selected={selected || undefined}
      data-has-action={hasAction || undefined}
      data-interactive={hasAction || withSelection || undefined}
      tabIndex={focusCol === null ? 0 : -1}
      className={css.row}
      onClick={onClick}
      onFocus={(event) => {
        if (event.target === event.currentTarget) handlers?.current.focused({ row: index, col: null });
      }}
    >
      {withSelection ? (
        <td
          data-col={0}
          tabIndex={focusCol === 0 ? 0 : -1}
          className={`${css.cell} ${css.checkboxCell}`}
          onFocus={() => handlers?.current.focused({ row: index, col: 0 })}
        >
          <SelectionBox
            label={intl.formatMessage({ id: "ui.table.select" })}
            labelledBy={headerId}
            checked={Boolean(selected)}
            onChange={(shiftKey) => handlers?.current.select(row.id, index, { shiftKey })}
          />
        </td>
      ) : null}
      {columns.map((column, columnIndex) => {
        const col = columnIndex + offset;
        return (
          <td
            key={column.id}
            id={column.isRowHeader ? headerId : undefined}
            // In a grid a cell is a gridcell; the one naming the row is its header.
            role={column.isRowHeader ? "rowheader" : undefined}
            data-col={col}
            tabIndex={focusCol === col ? 0 : -1}
            className={[css.cell, column.align === "end" ? css.alignEnd : ""].join(" ")}
            onFocus={(event) => {
              if (event.target === event.currentTarget) handlers?.current.focused({ row: index, col });
            }}
          >
            {column.cell(row)}
          </td>
        );
      })}
    </tr>
  );
}

const GridRow = memo(GridRowInner) as typeof GridRowInner;

function SelectionBox({
  label,
  labelledBy,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string;
  labelledBy?: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (shiftKey: boolean) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const shift = useRef(false);
  return (
    <label
      className={css.checkbox}
      data-selected={checked || undefined}
      data-indeterminate={indeterminate || undefined}
    >
      <input
        ref={input}
        id={id}
        type="checkbox"
        className={visuallyHidden}
        tabIndex={-1}
        aria-label={label}
        aria-labelledby={labelledBy ? `${id} ${labelledBy}` : undefined}
        checked={checked}
        onClick={(event) => {
          shift.current = event.shiftKey;
        }}
        onChange={() => onChange(shift.current)}
      />
      <span className={css.checkboxBox} aria-hidden="true">
        {indeterminate ? <MinusIcon size={12} /> : checked ? <CheckIcon size={12} /> : null}
      </span>
    </label>
  );
}
