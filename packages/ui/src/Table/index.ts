export { Table, type TableColumn, type TableProps } from "./Table";
export {
  type ColumnRule,
  hiddenFromSelection,
  isHideable,
  type SortDirection,
  type SortState,
  sortRows,
  visibleColumns,
} from "./tableLogic";
