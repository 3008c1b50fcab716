import type { CSSProperties, ReactNode } from "react";
import {
  Table as AriaTable,
  Cell,
  Checkbox,
  Collection,
  Column,
  type Key,
  Row,
  type Selection,
  type SortDescriptor,
  TableBody,
  TableHeader,
  useTableOptions,
} from "react-aria-components";
import { CheckIcon, MinusIcon } from "../overlayParts/icons";
import { ColumnHeading } from "./ColumnHeading";
import type { TableColumn } from "./Table";
import * as css from "./Table.css";
import { HEADER_HEIGHT, OVERSCAN } from "./tableLayout";
import { VirtualBody } from "./virtualBody";

/** The selection checkbox of the header (select all) and of each row; react-aria names and wires it by slot. */
function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className={css.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={css.checkboxBox}>
          {isIndeterminate ? <MinusIcon size={12} /> : isSelected ? <CheckIcon size={12} /> : null}
        </span>
      )}
    </Checkbox>
  );
}

function SelectionColumn() {
  const { selectionMode, selectionBehavior } = useTableOptions();
  if (selectionBehavior !== "toggle" || selectionMode === "none") return null;
  return (
    <Column className={`${css.column} ${css.checkboxCell}`} width={44} minWidth={44}>
      {selectionMode === "multiple" ? <SelectionCheckbox /> : null}
    </Column>
  );
}

function SelectionCell() {
  const { selectionMode, selectionBehavior } = useTableOptions();
  if (selectionBehavior !== "toggle" || selectionMode === "none") return null;
  return (
    <Cell className={`${css.cell} ${css.checkboxCell}`}>
      <SelectionCheckbox />
    </Cell>
  );
}

export type VirtualTableProps<T extends { id: Key }> = {
  "aria-label": string;
  /** The columns shown. */
  columns: readonly TableColumn<T>[];
  /** The rows, sorted. */
  rows: readonly T[];
  /** The grid's column template (`--seleta-table-columns`, `--seleta-table-min-width`). */
  layout: CSSProperties;
  maxHeight: number;
  rowHeight: number;
  sortDescriptor?: SortDescriptor;
  onSortChange: (descriptor: SortDescriptor) => void;
  selectionMode: "none" | "single" | "multiple";
  selectedKeys?: Selection;
  defaultSelectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  onRowAction?: (key: Key) => void;
  emptyState: ReactNode;
};

/**
 * The virtualised table (Table's `isVirtualized`): react-aria's Table in TanStack Virtual's scroll box, only the rows
 * in view in the DOM. Keyboard, selection and row counts still cover every row.
 */
export function VirtualTable<T extends { id: Key }>({
  "aria-label": ariaLabel,
  columns,
  rows,
  layout,
  maxHeight,
  rowHeight,
  sortDescriptor,
  onSortChange,
  selectionMode,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  onRowAction,
  emptyState,
}: VirtualTableProps<T>) {
  const table = (
    <AriaTable
      aria-label={ariaLabel}
      className={css.virtualTable}
      // The padding keeps a row reached by keyboard from scrolling under the sticky header.
      style={{ height: maxHeight, scrollPaddingTop: HEADER_HEIGHT, ...layout }}
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
      selectionMode={selectionMode}
      selectedKeys={selectedKeys}
      defaultSelectedKeys={defaultSelectedKeys}
      onSelectionChange={onSelectionChange}
      onRowAction={onRowAction}
    >
      <TableHeader className={`${css.header} ${css.virtualHeader}`}>
        <SelectionColumn />
        <Collection items={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={Boolean(column.sortValue) || column.isSortable}
              // A floor, not a fixed width: columns share what is left of the table's width.
              minWidth={column.width}
              className={[css.column, column.align === "end" ? css.alignEnd : ""].join(" ")}
            >
              {({ allowsSorting, sortDirection }) => (
                <ColumnHeading header={column.header} allowsSorting={allowsSorting} direction={sortDirection} />
              )}
            </Column>
          )}
        </Collection>
      </TableHeader>
      <TableBody
        items={rows}
        dependencies={[columns]}
        renderEmptyState={() => <div className={css.empty}>{emptyState}</div>}
      >
        {(row) => (
          <Row
            id={row.id}
            className={`${css.row} ${css.gridRow}`}
            style={{ height: rowHeight }}
            data-has-action={onRowAction ? true : undefined}
          >
            <SelectionCell />
            <Collection items={columns}>
              {(column) => (
                <Cell className={[css.cell, column.align === "end" ? css.alignEnd : ""].join(" ")}>
                  {column.cell(row)}
                </Cell>
              )}
            </Collection>
          </Row>
        )}
      </TableBody>
    </AriaTable>
  );

  return (
    <VirtualBody rowHeight={rowHeight} overscan={OVERSCAN} initialHeight={maxHeight} headerHeight={HEADER_HEIGHT}>
      {table}
    </VirtualBody>
  );
}
