import { lazyWithPreload } from "../LazyPart";

/**
 * The virtualised table (react-aria's Table, TanStack Virtual), loaded when a table is first virtualised: a page of
 * rows (the lists' pages) is drawn by the page grid, which needs neither.
 */
export const VirtualTablePart = lazyWithPreload(() => import("./VirtualTable").then((module) => module.VirtualTable));
