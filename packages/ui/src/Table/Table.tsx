import { type CSSProperties, type ReactNode, Suspense, useMemo, useRef, useState } from "react";
import type { Key, Selection, SortDescriptor } from "react-aria-components";
import { useIntl } from "react-intl";
import { Button } from "../Button";
import { lazyWithPreload, type MenuFocus, menuButtonProps, preloadOnIntent, useOpenedOnce } from "../LazyPart";
import { ColumnsIcon } from "../overlayParts/icons";
import { useControllableState } from "../overlayParts/useControllableState";
import { PageGrid } from "./PageGrid";
import * as css from "./Table.css";
import { HEADER_HEIGHT, SELECTION_COLUMN_WIDTH } from "./tableLayout";
import { gridTemplate, hiddenFromSelection, isHideable, sortRows, visibleColumns } from "./tableLogic";
import type { VirtualTableProps } from "./VirtualTable";
import { VirtualTablePart } from "./virtualTablePart";

export type TableColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Enables sorting by this column; the table sorts locally by this value unless `manualSorting`. */
  sortValue?: (row: T) => string | number | Date | boolean | null | undefined;
  /** With `manualSorting` (the server sorts): show this column as sortable without a local sort value. */
  isSortable?: boolean;
  /** The cell that names the row (screen readers announce it when moving between rows). Never hidden. */
  isRowHeader?: boolean;
  /** `false` keeps the column out of the column picker. */
  isHideable?: boolean;
  /** Minimum width in px (a virtualised table lays its columns out from these; the rest is shared). */
  width?: number;
  align?: "start" | "end";
};

export type TableProps<T extends { id: Key }> = {
  "aria-label": string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  sortDescriptor?: SortDescriptor;
  defaultSortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** The caller sorts (e.g. the server, by the list state's order): rows are shown as given. */
  manualSorting?: boolean;
  selectionMode?: "none" | "single" | "multiple";
  selectedKeys?: Selection;
  defaultSelectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** Ids of hidden columns (the column picker edits them). */
  hiddenColumns?: string[];
  defaultHiddenColumns?: string[];
  onHiddenColumnsChange?: (hidden: string[]) => void;
  /** The "Columns" menu above the table; on when some column can be hidden. */
  showColumnPicker?: boolean;
  /** Opens a row (Enter, or a click when nothing is selected). */
  onRowAction?: (key: Key) => void;
  /** Height of the scroll box; the header stays on top while the body scrolls. */
  maxHeight?: number;
  /**
   * Renders only the rows in view (TanStack Virtual): for lists of hundreds or thousands of rows. Needs a fixed
   * `rowHeight`. Keyboard, selection and row counts still cover every row.
   */
  isVirtualized?: boolean;
  rowHeight?: number;
  emptyState?: ReactNode;
  /** Extra controls beside the column picker (a bulk-action button, a count). */
  toolbar?: ReactNode;
};

/**
 * A data table on react-aria's grid: arrow keys move between rows and cells, Space toggles a row's selection
 * (Enter opens it with `onRowAction`), Shift extends the selection, Ctrl/Cmd+A selects all, Enter on a column header
 * sorts by it. Sticky header in a scroll box; optional column picker; optional virtualised body for long lists.
 */
export function Table<T extends { id: Key }>({
  "aria-label": ariaLabel,
  columns,
  rows,
  sortDescriptor: sortProp,
  defaultSortDescriptor,
  onSortChange,
  manualSorting = false,
  selectionMode = "none",
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  hiddenColumns: hiddenProp,
  defaultHiddenColumns = [],
  onHiddenColumnsChange,
  showColumnPicker,
  onRowAction,
  maxHeight = 480,
  isVirtualized = false,
  rowHeight = 41,
  emptyState,
  toolbar,
}: TableProps<T>) {
  const intl = useIntl();
  const [sort, setSort] = useControllableState<SortDescriptor | undefined>(
    sortProp,
    defaultSortDescriptor,
    onSortChange as ((d: SortDescriptor | undefined) => void) | undefined,
  );
  const [hidden, setHidden] = useControllableState(hiddenProp, defaultHiddenColumns, onHiddenColumnsChange);
  // The page grid's selection (react-aria keeps the virtualised table's own).
  const [selection, setSelection] = useControllableState<Selection>(
    selectedKeys,
    defaultSelectedKeys ?? new Set(),
    onSelectionChange,
  );

  const shown = useMemo(() => visibleColumns(columns, hidden), [columns, hidden]);
  const hideable = columns.filter(isHideable);
  const sortedRows = useMemo(() => {
    if (manualSorting || !sort) return rows;
    const value = columns.find((c) => c.id === sort.column)?.sortValue;
    return value ? sortRows(rows, value, sort.direction, intl.locale) : rows;
  }, [manualSorting, sort, rows, columns, intl.locale]);

  const withSelection = selectionMode !== "none";
  const layout = useMemo(() => {
    const { columns: template, minWidth } = gridTemplate(shown, withSelection ? SELECTION_COLUMN_WIDTH : 0);
    return { "--seleta-table-columns": template, "--seleta-table-min-width": `${minWidth}px` } as CSSProperties;
  }, [shown, withSelection]);

  const picker =
    (showColumnPicker ?? hideable.length > 0) && hideable.length > 0 ? (
      <ColumnPicker
        label={intl.formatMessage({ id: "ui.table.columns" })}
        columns={hideable}
        shown={hideable.filter((c) => !hidden.includes(c.id)).map((c) => c.id)}
        onShownChange={(shownIds) => setHidden(hiddenFromSelection(columns, shownIds))}
      />
    ) : null;

  const toolbarRow =
    picker || toolbar ? (
      <div className={css.toolbar}>
        {toolbar}
        {picker}
      </div>
    ) : null;

  if (!isVirtualized) {
    return (
      <div className={css.root}>
        {toolbarRow}
        <div className={css.scroller} style={{ maxHeight, scrollPaddingTop: HEADER_HEIGHT }}>
          <PageGrid<T>
            ariaLabel={ariaLabel}
            columns={shown}
            rows={sortedRows}
            sort={sort}
            onSort={setSort}
            selectionMode={selectionMode}
            selection={selection}
            onSelectionChange={setSelection}
            onRowAction={onRowAction}
            emptyState={emptyState ?? intl.formatMessage({ id: "ui.table.empty" })}
          />
        </div>
      </div>
    );
  }

  return (
    <div className={css.root}>
      {toolbarRow}
      <Suspense fallback={<div className={css.scroller} style={{ height: maxHeight }} />}>
        <VirtualTable<T>
          aria-label={ariaLabel}
          columns={shown}
          rows={sortedRows}
          layout={layout}
          maxHeight={maxHeight}
          rowHeight={rowHeight}
          sortDescriptor={sort}
          onSortChange={setSort}
          selectionMode={selectionMode}
          selectedKeys={selectedKeys}
          defaultSelectedKeys={defaultSelectedKeys}
          onSelectionChange={onSelectionChange}
          onRowAction={onRowAction}
          emptyState={emptyState ?? intl.formatMessage({ id: "ui.table.empty" })}
        />
      </Suspense>
    </div>
  );
}

/** The virtualised table's chunk (virtualTablePart.ts), typed for this table's rows. */
const VirtualTable = VirtualTablePart as unknown as <T extends { id: Key }>(props: VirtualTableProps<T>) => ReactNode;

/** The column chooser's menu and react-aria's menu and overlay code load when it is first wanted. */
const ColumnMenu = lazyWithPreload(() => import("./ColumnMenu").then((module) => module.ColumnMenu));

/** The column chooser: its button is the table's; the menu of columns loads on first use, preloaded on intent. */
function ColumnPicker({
  label,
  columns,
  shown,
  onShownChange,
}: {
  label: string;
  columns: readonly { id: string; header: string }[];
  shown: readonly string[];
  onShownChange: (shown: string[]) => void;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<MenuFocus | null>(null);
  const opened = useOpenedOnce(open !== null);
  return (
    <>
      <Button
        ref={triggerRef}
        variant="outline"
        tone="neutral"
        size="sm"
        icon={<ColumnsIcon />}
        {...preloadOnIntent(ColumnMenu)}
        {...menuButtonProps(open !== null, setOpen)}
      >
        {label}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ColumnMenu
            triggerRef={triggerRef}
            isOpen={open !== null}
            onOpenChange={(isOpen) => setOpen(isOpen ? "first" : null)}
            autoFocus={open ?? "first"}
            label={label}
            columns={columns}
            shown={shown}
            onShownChange={onShownChange}
          />
        </Suspense>
      ) : null}
    </>
  );
}
