import { preloadKanbanView, preloadQuestionLists, preloadSortSelects } from "@seleta/domain/widgets";
import type { FirstScreenPartName } from "./pageChunks";
import { SentEvaluationsPart } from "./sentEvaluationsPart";

/** The loaders of the parts some pages draw on their first screen (pageChunks.ts's `FIRST_SCREEN_PARTS`). */
export const firstScreenParts: Record<FirstScreenPartName, () => Promise<unknown>> = {
  /** An apply's sent evaluations (`sendsEvaluations`). */
  evaluations: () => SentEvaluationsPart.preload(),
  /** A record's questions and answers (a field listing them). */
  questionLists: preloadQuestionLists,
  /** A list opened on its blocks or kanban view: the sort selects. */
  sortSelects: preloadSortSelects,
  /** A list opened on its kanban view: the board. */
  kanbanView: preloadKanbanView,
};
