import { createContext } from "react";
import type { KanbanColumnId } from "../../state/kanban";

/**
 * Test only: called with a column's id each time that column renders. A story counts the calls to prove that a drop
 * or a fold redraws only the columns it touched; with no provider (the app) it costs one context read.
 */
export const KanbanRenderProbe = createContext<((column: KanbanColumnId) => void) | null>(null);
