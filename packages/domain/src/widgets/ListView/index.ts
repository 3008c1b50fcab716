export { type ExportRequest, type FilterPresetOption, type ListRow, ListView, type ListViewProps } from "./ListView";
export { listViewMessages } from "./messages";
export { preloadKanbanView, preloadSortSelects } from "./parts";
export { subSearchWhere, withSubSearches } from "./subSearch";
export { roundedEstimate, type TotalBound, totalBound, totalMessage } from "./totalText";
