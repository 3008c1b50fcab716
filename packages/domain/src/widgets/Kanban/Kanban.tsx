import {
  ChevronLeftIcon,
  ChevronRightIcon,
  createToastQueue,
  Icon,
  IconButton,
  MoreIcon,
  type ToastQueueOf,
  ToastRegion,
  visuallyHidden,
} from "@seleta/ui";
import { memo, type ReactNode, useContext, useId, useMemo, useState } from "react";
import {
  Button as AriaButton,
  type DragAndDropOptions,
  DropIndicator,
  type DropItem,
  GridList,
  GridListItem,
  isTextDropItem,
  ListLayout,
  useDragAndDrop,
  Virtualizer,
} from "react-aria-components";
import { type Catalogue, entryMessage } from "../../catalogues/catalogue";
import type { ColumnOption } from "../../entities/columnsStructure";
import { isColumnCollapsed, type KanbanCardId, type KanbanColumnId } from "../../state/kanban";
import { useMessage } from "../useMessage";
import { useStableCallback } from "../useStableCallback";
import * as css from "./Kanban.css";
import { kanbanBoardMessages } from "./messages";
import { KanbanRenderProbe } from "./renderProbe";
import { type MoveRequest, useColumnCards, useKanban } from "./useKanban";

export type { MoveRequest } from "./useKanban";

/** The drag type of a card: drops from other widgets (files, text) are not cards and are refused. */
const CARD_TYPE = "application/x-seleta-kanban-card";

export type KanbanProps<T extends { id: KanbanCardId }> = {
  "aria-label": string;
  /**
   * The columns: a catalogue's entries in order (applyStages, tearsheetStages), or the options of the column the
   * entity's kanban groups by (its column structure).
   */
  catalogue: Catalogue | readonly ColumnOption[];
  cards: readonly T[];
  /** The catalogue id of the column a card belongs to (an apply's stage, a tearsheet candidate's state). */
  columnOf: (card: T) => KanbanColumnId;
  /**
   * The card's name, read by screen readers and type-ahead. Keep it the same function between renders (module level
   * or `useCallback`): a new one redraws every card of every column.
   */
  cardText: (card: T) => string;
  /** The card's body; its text by default. Keep it within `cardHeight`, and stable like `cardText`. */
  renderCard?: (card: T) => ReactNode;
  /**
   * Saves a move. The card moves at once; a rejected promise puts it back where it was and shows an error toast.
   * Reject with a `KanbanMoveCancelled` when the user called the move off (a dialog's Cancel): the card goes back
   * with no toast.
   */
  onMove: (card: T, move: MoveRequest) => Promise<unknown> | unknown;
  /** Opens a card (a click, or Enter on it). */
  onCardAction?: (card: T) => void;
  defaultCollapsed?: readonly KanbanColumnId[];
  /** The app's toast queue; without one the board shows its own toasts. */
  toastQueue?: ToastQueueOf;
  /** Every card is this tall (px): each column renders only the cards in view. */
  cardHeight?: number;
  /** Height of a column's card list (px). */
  columnHeight?: number;
};

const CARD_GAP = 8;

/**
 * A kanban board (spec §2: applies by stage, tearsheet candidates by state). One react-aria GridList per column with
 * drag and drop: a pointer drags a card; the keyboard reaches a card's handle (arrow keys), Enter picks it up, Tab
 * and Shift+Tab go from column to column, arrows choose a place among the cards, Enter drops it, Escape cancels.
 * Each column is virtualised (react-aria's Virtualizer), so boards of hundreds of cards stay light.
 */
export function Kanban<T extends { id: KanbanCardId }>({
  "aria-label": ariaLabel,
  catalogue,
  cards,
  columnOf,
  cardText,
  renderCard,
  onMove,
  onCardAction,
  defaultCollapsed,
  toastQueue,
  cardHeight = 72,
  columnHeight = 480,
}: KanbanProps<T>) {
  const [ownQueue] = useState(() => (toastQueue ? null : createToastQueue()));
  const queue = toastQueue ?? (ownQueue as ToastQueueOf);
  const entries = useMemo(() => columnEntries(catalogue), [catalogue]);
  const columns = useMemo(() => entries.map((entry) => entry.id), [entries]);
  const { state, byId, move, toggleColumn } = useKanban({
    columns,
    cards,
    columnOf,
    defaultCollapsed,
    onMove,
    toastQueue: queue,
  });
  const columnCards = useColumnCards(state, byId);
  const pendingIds = useMemo(() => new Set(state.pending.map((pending) => pending.cardId)), [state.pending]);
  // The columns get the same function whatever the parent passes, so a new arrow does not redraw them all.
  const handleCardAction = useStableCallback((card: T) => onCardAction?.(card));

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of columns with a name, not a form fieldset */}
      <div role="group" aria-label={ariaLabel} className={css.board}>
        {entries.map((entry) => {
          const ids = state.cards[entry.id] ?? NO_IDS;
          return (
            <KanbanColumn
              key={entry.id}
              entry={entry}
              items={columnCards.get(entry.id) ?? NO_CARDS}
              // A string, not a function or a set: it changes only for the columns whose pending cards changed.
              pending={pendingIds.size === 0 ? "" : ids.filter((id) => pendingIds.has(id)).join(",")}
              collapsed={isColumnCollapsed(state, entry.id)}
              cardText={cardText}
              renderCard={renderCard}
              onCardAction={onCardAction ? handleCardAction : undefined}
              onToggle={toggleColumn}
              onDrop={move}
              cardHeight={cardHeight}
              columnHeight={columnHeight}
            />
          );
        })}
      </div>
      {ownQueue ? <ToastRegion queue={ownQueue} /> : null}
    </>
  );
}

const NO_IDS: readonly KanbanCardId[] = [];
const NO_CARDS: readonly never[] = [];

/** A catalogue's entries with their labels as messages, like a column structure's options. */
function columnEntries(source: Catalogue | readonly ColumnOption[]): readonly ColumnOption[] {
  if (Array.isArray(source)) return source as readonly ColumnOption[];
  const catalogue = source as Catalogue;
  return catalogue.entries.map((entry) => ({
    id: entry.id,
    key: entry.key,
    label: entryMessage(catalogue, entry),
  }));
}

type ColumnProps<T extends { id: KanbanCardId }> = {
  entry: ColumnOption;
  /** The column's cards, top first: the same array while they do not change. */
  items: readonly T[];
  /** Ids of the column's cards whose move the server has not answered, comma-separated. */
  pending: string;
  collapsed: boolean;
  cardText: (card: T) => string;
  renderCard?: (card: T) => ReactNode;
  onCardAction?: (card: T) => void;
  onToggle: (column: KanbanColumnId) => void;
  onDrop: (cardId: KanbanCardId, column: KanbanColumnId, index: number) => void;
  cardHeight: number;
  columnHeight: number;
};

async function droppedCardIds(items: readonly DropItem[]): Promise<KanbanCardId[]> {
  const texts = await Promise.all(
    items.filter(isTextDropItem).flatMap((item) => (item.types.has(CARD_TYPE) ? [item.getText(CARD_TYPE)] : [])),
  );
  return texts.map(Number).filter(Number.isInteger);
}

/**
 * One column, memoised: a drop or a fold changes the props of one or two columns, and only those redraw (with 500
 * cards, redrawing every column's list made a drop take a second).
 */
const KanbanColumn = memo(KanbanColumnBody) as typeof KanbanColumnBody;

function KanbanColumnBody<T extends { id: KanbanCardId }>({
  entry,
  items,
  pending,
  collapsed,
  cardText,
  renderCard,
  onCardAction,
  onToggle,
  onDrop,
  cardHeight,
  columnHeight,
}: ColumnProps<T>) {
  useContext(KanbanRenderProbe)?.(entry.id);
  const text = useMessage();
  const headingId = useId();
  const label = text(entry.label);
  const count = items.length;
  const byId = useMemo(() => new Map(items.map((card) => [card.id, card])), [items]);
  const pendingIds = useMemo(() => new Set(pending === "" ? [] : pending.split(",").map(Number)), [pending]);
  const layoutOptions = useMemo(() => ({ rowHeight: cardHeight, gap: CARD_GAP, padding: CARD_GAP }), [cardHeight]);
  const cardIds = useMemo(() => items.map((card) => card.id), [items]);

  /** Where a drop before/after a card lands, counted without the dragged card (it leaves its old place first). */
  const indexOf = (cardId: KanbanCardId, key: KanbanCardId, position: "before" | "after" | "on") => {
    const rest = items.filter((card) => card.id !== cardId);
    const at = rest.findIndex((card) => card.id === key);
    return at < 0 ? rest.length : at + (position === "after" ? 1 : 0);
  };
  const drop = (cardId: KanbanCardId, index: number) => onDrop(cardId, entry.id, index);

  const options: DragAndDropOptions<T> = {
    getItems: (keys) =>
      [...keys].map((key) => {
        const card = byId.get(Number(key));
        return { [CARD_TYPE]: String(key), "text/plain": card ? cardText(card) : String(key) };
      }),
    acceptedDragTypes: [CARD_TYPE],
    getDropOperation: () => "move",
    onReorder: (event) => {
      const [cardId] = [...event.keys].map(Number);
      if (cardId === undefined) return;
      drop(cardId, indexOf(cardId, Number(event.target.key), event.target.dropPosition));
    },
    onInsert: async (event) => {
      const [cardId] = await droppedCardIds(event.items);
      if (cardId === undefined) return;
      drop(cardId, indexOf(cardId, Number(event.target.key), event.target.dropPosition));
    },
    onRootDrop: async (event) => {
      const [cardId] = await droppedCardIds(event.items);
      if (cardId !== undefined) drop(cardId, 0);
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={css.dropIndicator} />,
  };
  const { dragAndDropHooks } = useDragAndDrop(options);

  const countText = text(kanbanBoardMessages.messages.count, { count });
  if (collapsed) {
    return (
      <section className={css.collapsedColumn} aria-labelledby={headingId}>
        <IconButton
          icon={ChevronRightIcon}
          size="sm"
          label={text(kanbanBoardMessages.messages.expand, { column: label })}
          onPress={() => onToggle(entry.id)}
          aria-expanded={false}
        />
        <h3 id={headingId} className={css.collapsedTitle}>
          {label}
        </h3>
        <span className={css.count} title={countText}>
          <span aria-hidden="true" data-testid="kanban-count">
            {count}
          </span>
          <span className={visuallyHidden}>{countText}</span>
        </span>
      </section>
    );
  }

  return (
    <section className={css.column} aria-labelledby={headingId} data-column={entry.key}>
      <header className={css.columnHeader}>
        <h3 id={headingId} className={css.columnTitle}>
          {label}
        </h3>
        <span className={css.count}>
          <span aria-hidden="true" data-testid="kanban-count">
            {count}
          </span>
          <span className={visuallyHidden}>{countText}</span>
        </span>
        <IconButton
          icon={ChevronLeftIcon}
          size="sm"
          label={text(kanbanBoardMessages.messages.collapse, { column: label })}
          onPress={() => onToggle(entry.id)}
          aria-expanded={true}
        />
      </header>
      <Virtualizer layout={ListLayout} layoutOptions={layoutOptions}>
        <GridList
          aria-labelledby={headingId}
          items={items}
          dependencies={[pendingIds, cardText, renderCard]}
          className={css.cardList}
          style={{ height: columnHeight }}
          dragAndDropHooks={dragAndDropHooks}
          // Cards are never selected, yet the list has a selection mode whose every card refuses it (no
          // aria-selected; a click opens the card). After a drop react-aria focuses the dropped card and, in a list
          // without selection, switches the whole page to keyboard modality to show a focus ring: every widget with
          // a focus ring redraws, i.e. every card of every column (~40 of the 100 ms a mouse drop cost on 500 cards;
          // `npm run bench:web`). With a selection mode it marks the card selected instead, which nothing shows.
          selectionMode="single"
          disabledKeys={cardIds}
          disabledBehavior="selection"
          onAction={
            onCardAction ? (key) => byId.has(Number(key)) && onCardAction(byId.get(Number(key)) as T) : undefined
          }
          renderEmptyState={() => <p className={css.empty}>{text(kanbanBoardMessages.messages.empty)}</p>}
        >
          {(card) => (
            <GridListItem
              id={card.id}
              textValue={cardText(card)}
              className={css.card}
              data-pending={pendingIds.has(card.id) || undefined}
            >
              <AriaButton slot="drag" className={css.dragHandle}>
                <Icon icon={MoreIcon} size="sm" />
              </AriaButton>
              <div className={css.cardBody}>{renderCard ? renderCard(card) : cardText(card)}</div>
            </GridListItem>
          )}
        </GridList>
      </Virtualizer>
    </section>
  );
}
