export { Pagination, type PaginationProps } from "./Pagination";
export { type PaginationItem, paginationRange } from "./paginationRange";
