export { PaginationLinks, type PaginationLinksProps } from "./PaginationLinks";
