import { DeleteIcon, EmptyState, Icon, IconButton, MoreIcon, RichTextField, ShortlistIcon, Switch } from "@seleta/ui";
import { memo, type ReactNode, useContext, useId, useMemo, useRef, useState } from "react";
import {
  Button as AriaButton,
  ButtonContext,
  DropIndicator,
  type DroppableCollectionReorderEvent,
  type DropTarget,
  GridList,
  GridListItem,
  type ItemDropTarget,
  type Key,
  useDragAndDrop,
} from "react-aria-components";
import { moveInShortlistOrder, type ShortlistOrder, shortlistDropIndex } from "../../state/shortlistOrder";
import { SHORTLIST_PRESENTATION_LENGTH } from "../../wire/shortlistBuilder";
import { useMessage } from "../useMessage";
import { useStableCallback } from "../useStableCallback";
import { shortlistEditorMessages } from "./messages";
import { placeAffixes } from "./place";
import { ShortlistRenderProbe } from "./renderProbe";
import * as css from "./ShortlistBuilder.css";

const M = shortlistEditorMessages.messages;

/** The drag type of a candidate: drops from elsewhere (files, text) are not candidates and are refused. */
const CANDIDATE_TYPE = "application/x-seleta-shortlist-candidate";

/** One candidate as the recruiter works on them. */
export type ShortlistBuilderCandidate = {
  readonly applyId: number;
  readonly name: string;
  readonly roleName: string | null;
  /** The presentation as stored: rich text (HTML), "" for none. */
  readonly presentation: string;
  readonly showSalary: boolean;
  readonly showCv: boolean;
  /** The client's ratings of this candidate. */
  readonly counts: { readonly likes: number; readonly dislikes: number; readonly stars: number };
};

export type ShortlistSwitches = { readonly showSalary?: boolean; readonly showCv?: boolean };

export type ShortlistBuilderProps = {
  "aria-label": string;
  /**
   * The candidates in the saved order. Pass the same array until the saved shortlist changes (a memo of the query's
   * data): a new array is the server's word and replaces a move shown ahead of its answer.
   */
  candidates: readonly ShortlistBuilderCandidate[];
  /**
   * Saves the whole new order. The candidates show it at once; a rejected promise puts the order the server holds
   * back and says so above the list.
   */
  onReorder: (applyIds: readonly number[]) => Promise<unknown> | unknown;
  onRemove: (candidate: ShortlistBuilderCandidate) => unknown;
  /**
   * A presentation changed: called with its HTML ("" for none) when its field loses the focus, only when it differs
   * from the one last saved.
   */
  onPresentationSave: (candidate: ShortlistBuilderCandidate, presentation: string) => unknown;
  onSwitchChange: (candidate: ShortlistBuilderCandidate, switches: ShortlistSwitches) => unknown;
  /** What the empty state offers (a link to the job's applies). */
  emptyAction?: ReactNode;
};

type Moved = { readonly base: readonly ShortlistBuilderCandidate[]; readonly order: ShortlistOrder };

/** The candidates in `order` (ids it does not hold keep their place at the end). */
function inOrder(candidates: readonly ShortlistBuilderCandidate[], order: ShortlistOrder) {
  const byId = new Map(candidates.map((candidate) => [candidate.applyId, candidate]));
  const ordered = order.flatMap((id) => byId.get(id) ?? []);
  return ordered.length === candidates.length ? ordered : candidates;
}

/**
 * A shortlist's candidates in the order the client reads them (spec §1): one react-aria GridList with drag and drop,
 * so a pointer drags a candidate by its handle, and the keyboard reaches the handle (arrow keys), picks it up
 * (Enter), chooses the place (arrow keys) and drops it (Enter). Below, each candidate's presentation and switches.
 *
 * A move draws no candidate again: each row and editor is memoised on its candidate and on callbacks that never
 * change, and its place number is the style's counter (`place.ts`, the `.css.ts`'s counters), so react-aria only
 * puts the moved row's element elsewhere (a 50-candidate move is painted within its budget,
 * `npm run bench:shortlist-reorder`). A screen reader hears the place as the number shown (generated content is read
 * with the row's text) and as the grid's row index, which follows the rows' order.
 */
export function ShortlistBuilder({
  "aria-label": ariaLabel,
  candidates,
  onReorder,
  onRemove,
  onPresentationSave,
  onSwitchChange,
  emptyAction,
}: ShortlistBuilderProps) {
  const text = useMessage();
  const helpId = useId();
  const [moved, setMoved] = useState<Moved | null>(null);
  const [failed, setFailed] = useState(false);
  // A move shown ahead of the server's answer holds only while the candidates are those it was made on.
  const shown = useMemo(
    () => (moved && moved.base === candidates ? inOrder(candidates, moved.order) : candidates),
    [moved, candidates],
  );
  const place = useMemo(() => placeAffixes((n) => text(M.position, { n })), [text]);
  // The rows and editors are given functions that never change, whatever the parent passes: a new arrow there
  // would draw every candidate again.
  const handleRemove = useStableCallback(onRemove);
  const handlePresentationSave = useStableCallback(onPresentationSave);
  const handleSwitchChange = useStableCallback(onSwitchChange);

  const move = useStableCallback((applyId: number, index: number) => {
    const order = shown.map((candidate) => candidate.applyId);
    const next = moveInShortlistOrder(order, applyId, index);
    if (next === order) return;
    const step: Moved = { base: candidates, order: next };
    setMoved(step);
    setFailed(false);
    Promise.resolve()
      .then(() => onReorder(next))
      .catch(() => {
        // Back to what the server holds; a later move of this list keeps its own place.
        setMoved((current) => (current === step ? null : current));
        setFailed(true);
      });
  });
  const dragItems = useStableCallback((keys: Set<Key>) =>
    [...keys].map((key) => ({
      [CANDIDATE_TYPE]: String(key),
      "text/plain": shown.find((candidate) => candidate.applyId === Number(key))?.name ?? "",
    })),
  );
  const dropIndex = useStableCallback((applyId: number, target: ItemDropTarget) =>
    shortlistDropIndex(
      shown.map((candidate) => candidate.applyId),
      applyId,
      Number(target.key),
      target.dropPosition,
    ),
  );
  // The same options on every render: react-aria draws every row again when its drop indicator's renderer changes.
  const dragAndDropOptions = useMemo(
    () => ({
      getItems: dragItems,
      acceptedDragTypes: [CANDIDATE_TYPE],
      getDropOperation: () => "move" as const,
      onReorder: (event: DroppableCollectionReorderEvent) => {
        const [applyId] = [...event.keys].map(Number);
        if (applyId === undefined) return;
        move(applyId, dropIndex(applyId, event.target));
      },
      renderDropIndicator: (target: DropTarget) => <DropIndicator target={target} className={css.dropIndicator} />,
    }),
    [dragItems, dropIndex, move],
  );
  const { dragAndDropHooks } = useDragAndDrop<ShortlistBuilderCandidate>(dragAndDropOptions);

  if (candidates.length === 0) {
    return (
      <EmptyState
        icon={ShortlistIcon}
        title={text(M.emptyTitle)}
        description={text(M.emptyDescription)}
        action={emptyAction}
      />
    );
  }

  return (
    <div className={css.builder}>
      <section className={css.builder} aria-label={ariaLabel}>
        <h2 className={css.sectionTitle}>{text(M.order)}</h2>
        <p id={helpId} className={css.help}>
          {text(M.keyboardHelp)}
        </p>
        {failed ? (
          <p role="alert" className={css.error}>
            {text(M.orderFailed)}
          </p>
        ) : null}
        <GridList
          aria-label={text(M.order)}
          aria-describedby={helpId}
          items={shown}
          // No `dependencies`: react-aria keeps each candidate's row element while the candidate is the same object,
          // so nothing a row draws may depend on the order (its place is the style's counter).
          dragAndDropHooks={dragAndDropHooks}
          className={css.list}
        >
          {(candidate) => (
            <GridListItem id={candidate.applyId} textValue={candidate.name} className={css.row}>
              <CandidateRow candidate={candidate} place={place} onRemove={handleRemove} />
            </GridListItem>
          )}
        </GridList>
      </section>
      <section className={css.editors}>
        <h2 className={css.sectionTitle}>{text(M.presentations)}</h2>
        {shown.map((candidate) => (
          <CandidateEditor
            key={candidate.applyId}
            candidate={candidate}
            place={place}
            onPresentationSave={handlePresentationSave}
            onSwitchChange={handleSwitchChange}
          />
        ))}
      </section>
    </div>
  );
}

type Place = readonly [before: string, after: string];

/** A place as the user reads it: the language's texts around the counter's number (`className` picks the counter). */
function PlaceNumber({ place: [before, after], className }: { place: Place; className: string }) {
  return (
    <>
      {before || null}
      <span className={className} />
      {after || null}
    </>
  );
}

type RowProps = {
  candidate: ShortlistBuilderCandidate;
  place: Place;
  onRemove: ShortlistBuilderProps["onRemove"];
};

/** One candidate's row: the drag handle, the place, who they are, the client's ratings, and removing them. */
const CandidateRow = memo(function CandidateRow({ candidate, place, onRemove }: RowProps) {
  useContext(ShortlistRenderProbe)?.("row", candidate.applyId);
  const text = useMessage();
  return (
    <>
      <AriaButton slot="drag" className={css.dragHandle} aria-label={text(M.handle, { name: candidate.name })}>
        <Icon icon={MoreIcon} size="sm" />
      </AriaButton>
      <span className={css.position}>
        <PlaceNumber place={place} className={css.place} />
      </span>
      <span className={css.who}>
        <span className={css.name}>{candidate.name}</span>
        {candidate.roleName ? <span className={css.muted}>{candidate.roleName}</span> : null}
      </span>
      <span className={css.muted}>{text(M.counts, candidate.counts)}</span>
      {/* The row's button context is its drag handle's, and react-aria gives it anew each time it draws the row (on
          every step of a keyboard drag and on the drop): the remove button reads none, so it is not drawn again. */}
      <ButtonContext.Provider value={null}>
        <IconButton
          icon={DeleteIcon}
          size="sm"
          variant="ghost"
          tone="danger"
          label={text(M.remove, { name: candidate.name })}
          onPress={() => onRemove(candidate)}
        />
      </ButtonContext.Provider>
    </>
  );
});

type EditorProps = {
  candidate: ShortlistBuilderCandidate;
  place: Place;
  onPresentationSave: ShortlistBuilderProps["onPresentationSave"];
  onSwitchChange: ShortlistBuilderProps["onSwitchChange"];
};

/**
 * One candidate's presentation and switches. The presentation is ui's rich-text field, keeping its own value: what is
 * typed stays as typed while the saved shortlist comes back, and leaving the field saves it when it differs from what
 * was last saved. Memoised, its title's place the style's counter: a move draws no editor again.
 */
const CandidateEditor = memo(function CandidateEditor({
  candidate,
  place,
  onPresentationSave,
  onSwitchChange,
}: EditorProps) {
  useContext(ShortlistRenderProbe)?.("editor", candidate.applyId);
  const text = useMessage();
  const headingId = useId();
  const typed = useRef(candidate.presentation);
  const saved = useRef(candidate.presentation);
  const handleBlur = () => {
    if (typed.current === saved.current) return;
    saved.current = typed.current;
    onPresentationSave(candidate, typed.current);
  };
  return (
    <section className={css.editor} aria-labelledby={headingId} data-apply={candidate.applyId}>
      <h3 id={headingId} className={css.editorTitle}>
        <PlaceNumber place={place} className={css.editorPlace} /> {candidate.name}
      </h3>
      {/* Drawn only near the viewport (style and layout included): a keyboard drag makes everything outside the list
          inert and the drop makes it live again, which restyles the page, and a page of fifty editors is mostly off
          the screen. The title stays outside, where the place's counter counts. */}
      <div className={css.editorBody}>
        <RichTextField
          label={text(M.presentation, { name: candidate.name })}
          description={text(M.presentationHelp)}
          defaultValue={candidate.presentation}
          maxLength={SHORTLIST_PRESENTATION_LENGTH}
          rows={4}
          onChange={(value) => {
            typed.current = value;
          }}
          onBlur={handleBlur}
        />
        <div className={css.switches}>
          <Switch
            isSelected={candidate.showSalary}
            onChange={(showSalary) => onSwitchChange(candidate, { showSalary })}
          >
            {text(M.showSalary)}
          </Switch>
          <Switch isSelected={candidate.showCv} onChange={(showCv) => onSwitchChange(candidate, { showCv })}>
            {text(M.showCv)}
          </Switch>
        </div>
      </div>
    </section>
  );
});
