export { Kanban, type KanbanProps, type MoveRequest } from "./Kanban";
export { kanbanBoardMessages } from "./messages";
export { isKanbanMoveCancelled, KanbanMoveCancelled } from "./moveCancelled";
