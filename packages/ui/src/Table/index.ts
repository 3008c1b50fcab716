export { Table, type TableColumn, type TableProps } from "./Table";
export {
  type ColumnRule,
  DEFAULT_COLUMN_WIDTH,
  gridTemplate,
  hiddenFromSelection,
  isHideable,
  type SortDirection,
  type SortState,
  sortRows,
  visibleColumns,
} from "./tableLogic";
