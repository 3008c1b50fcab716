import type { ToastQueueOf } from "@seleta/ui";
import { useCallback } from "react";
import type { EntityColumnsStructure } from "../../entities/columnsStructure";
import { Kanban, type MoveRequest } from "../Kanban";
import type { CellDisplay, ListRow } from "./CardBody";
import * as css from "./ListView.css";

export type KanbanViewProps<T extends ListRow> = {
  entityMany: string;
  structure: EntityColumnsStructure;
  /** The column of the entity's kanban: the board's columns are its options. */
  groupBy: string;
  rows: readonly T[];
  titleKey: string;
  display: CellDisplay<T>;
  onMove: (row: T, move: MoveRequest) => Promise<unknown>;
  toastQueue: ToastQueueOf;
};

/**
 * The kanban body: the rows as cards in the columns of the field the entity's kanban groups by. Its own module, loaded
 * (with the board and its drag and drop) only when a list shows it. The card functions keep their identity while
 * what they read does: a new one redraws every card of every column.
 */
export default function KanbanView<T extends ListRow>({
  entityMany,
  structure,
  groupBy,
  rows,
  titleKey,
  display,
  onMove,
  toastQueue,
}: KanbanViewProps<T>) {
  const options = structure.columns.find((column) => column.key === groupBy)?.options ?? [];
  const subtitleKey = structure.views.blocks?.subtitle;
  const subtitle = structure.columns.find((column) => column.key === subtitleKey);
  const columnOf = useCallback((row: T) => Number(row[groupBy]), [groupBy]);
  const cardText = useCallback((row: T) => String(row[titleKey] ?? row.id), [titleKey]);
  // A kanban card is short (fixed height): the title and the blocks view's subtitle.
  const renderCard = useCallback(
    (row: T) => (
      <>
        <strong className={css.cardTitle}>{String(row[titleKey] ?? row.id)}</strong>
        {subtitle ? <span className={css.cardSubtitle}>{display(row, subtitle)}</span> : null}
      </>
    ),
    [titleKey, subtitle, display],
  );
  return (
    <Kanban
      aria-label={entityMany}
      catalogue={options}
      cards={rows}
      columnOf={columnOf}
      cardText={cardText}
      renderCard={renderCard}
      onMove={onMove}
      toastQueue={toastQueue}
    />
  );
}
