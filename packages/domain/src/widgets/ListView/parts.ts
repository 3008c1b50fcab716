import { lazyWithPreload } from "@seleta/ui";

/**
 * The sort selects (a listbox in a popover, react-aria's overlay code) are drawn only where no table header sorts
 * (blocks, kanban): a table, a list's first view, never loads them. A page that opens on such a view loads them
 * before hydrating (`preloadSortSelects`), so they hydrate with the page.
 */
export const SortSelectsPart = lazyWithPreload(() => import("./SortSelects").then((module) => module.SortSelects));

export const preloadSortSelects = (): Promise<unknown> => SortSelectsPart.preload();

/**
 * The board and its drag and drop, downloaded only when a list shows its kanban: preloaded when the view switch's
 * Kanban is pointed at or focused, and before hydrating on a page that opens on it (`preloadKanbanView`).
 */
export const KanbanViewPart = lazyWithPreload(() => import("./KanbanView").then((module) => module.default));

export const preloadKanbanView = (): Promise<unknown> => KanbanViewPart.preload();
