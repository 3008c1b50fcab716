import { Spinner, Table, type TableColumn } from "@seleta/ui";
import { memo, useMemo } from "react";
import type { Key } from "react-aria-components";
import type { Order } from "../../entities/defineEntity";
import type { ListRow } from "./CardBody";

/** Spec: the table is virtualised beyond 100 rows. */
const VIRTUALISE_ABOVE = 100;

export type TableViewProps<T extends ListRow> = {
  entityMany: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  order: Order;
  onOrderChange: (order: Order) => void;
  /** The page's picked rows. The same set while the same ids are picked. */
  selectedKeys: ReadonlySet<number>;
  onSelectionChange: (keys: "all" | Set<Key>) => void;
  hiddenColumns: readonly string[];
  onHiddenColumnsChange: (hidden: string[]) => void;
  onRowAction?: (key: Key) => void;
  /** Nothing to show yet: the empty table says it is loading. */
  emptyLoading: boolean;
  loadingLabel: string;
};

function tableSort(order: Order) {
  const [column, direction] = Object.entries(order)[0] ?? [];
  return column
    ? { column, direction: direction === "asc" ? ("ascending" as const) : ("descending" as const) }
    : undefined;
}

/**
 * The table body. The costliest part of a list's render: memoised, it draws again only when what it shows changes
 * (not for the toolbar's spinner, a typed search letter or a container's render), so its callbacks must keep their
 * identity.
 */
function TableViewBody<T extends ListRow>({
  entityMany,
  columns,
  rows,
  order,
  onOrderChange,
  selectedKeys,
  onSelectionChange,
  hiddenColumns,
  onHiddenColumnsChange,
  onRowAction,
  emptyLoading,
  loadingLabel,
}: TableViewProps<T>) {
  const sortDescriptor = useMemo(() => tableSort(order), [order]);
  const handleSortChange = useMemo(
    () => (descriptor: { column: Key; direction: "ascending" | "descending" }) =>
      onOrderChange({ [String(descriptor.column)]: descriptor.direction === "ascending" ? "asc" : "desc" }),
    [onOrderChange],
  );
  return (
    <Table<T>
      aria-label={entityMany}
      columns={columns as TableColumn<T>[]}
      rows={rows}
      manualSorting
      sortDescriptor={sortDescriptor}
      onSortChange={handleSortChange}
      selectionMode="multiple"
      selectedKeys={selectedKeys as Set<number>}
      onSelectionChange={onSelectionChange}
      hiddenColumns={hiddenColumns as string[]}
      onHiddenColumnsChange={onHiddenColumnsChange}
      onRowAction={onRowAction}
      isVirtualized={rows.length > VIRTUALISE_ABOVE}
      maxHeight={rows.length > VIRTUALISE_ABOVE ? 560 : 480}
      emptyState={emptyLoading ? <Spinner size="sm" label={loadingLabel} /> : undefined}
    />
  );
}

export const TableView = memo(TableViewBody) as typeof TableViewBody;
