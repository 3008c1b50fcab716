/**
 * `/recruiters/jobs/:id/applies/kanban` (spec §2, §4): the job's applies on the Kanban widget, one column
 * per apply stage. A drop shows at once (the widget's reducer); this container saves it, asking first what the
 * target column needs (the submission status, or the reject reason), and puts the saved card into the cached
 * board without reloading it (then refetches quietly). Each card's toggle picks its apply; the applies picked go to
 * one of the job's shortlists ("Adicionar à shortlist").
 */
import { type ApplyCard, applyMutations, applyQueries } from "@seleta/api-client";
import { applyStages, entityIndex, entityRoute, kanbanMessages } from "@seleta/domain";
import { type ApplyMoveChoice, applyMoveBody, applyMoveDialog } from "@seleta/domain/columns";
import { Kanban, KanbanMoveCancelled, type MoveRequest } from "@seleta/domain/widgets";
import { Button, createToastQueue, Link, lazyWithPreload, showToast } from "@seleta/ui";
import { MutationObserver, useSuspenseQuery } from "@tanstack/react-query";
import { Suspense, useCallback, useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { requestServices } from "../../../services/requestServices.server";
import { useServices } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import { AddToShortlist } from "../shortlists/AddToShortlist";
import type { Route } from "./+types/jobAppliesKanban";
import { APPLY_CARD_HEIGHT, ApplyCardBody } from "./ApplyCardBody";
import * as css from "./applies.css";
import { type CardSelection, CardSelectionContext, pickedOnBoard, toggled } from "./cardSelection";
import { jobIdOf } from "./jobId";
import type { MoveQuestion } from "./MoveDialog";

/**
 * The question a drop asks (a dialog with a select, react-aria's overlay code) loads on first use: the first drop
 * that needs it loads it before asking, and the card waits in its new column meanwhile.
 */
const MoveDialog = lazyWithPreload(() => import("./MoveDialog").then((module) => module.MoveDialog));

/** The board, in the cache before the page renders; another business's job, or a role that may not read applies, is
 * the error page with its status. */
async function loadBoard(id: string | undefined, { http, queryClient }: AppServices) {
  const jobId = jobIdOf(id);
  await pageData(queryClient.ensureQueryData(applyQueries.board(http, jobId)));
  return { jobId };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBoard(params.id, requestServices({ request, context }));
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadBoard(params.id, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

const columnOf = (card: ApplyCard) => card.stage;
const renderCard = (card: ApplyCard) => <ApplyCardBody card={card} />;

type Asked = MoveQuestion & {
  readonly resolve: (value: unknown) => void;
  readonly reject: (reason: unknown) => void;
  readonly save: (choice: ApplyMoveChoice) => Promise<unknown>;
};

export default function JobAppliesKanban({ loaderData }: Route.ComponentProps) {
  const { jobId } = loaderData;
  const { http, queryClient, toasts } = useServices();
  const intl = useIntl();
  const navigate = useNavigate();
  const board = useSuspenseQuery(applyQueries.board(http, jobId));
  // The widget's own toasts go nowhere: this container says what failed in the app's toast region (a Cancel rejects
  // with KanbanMoveCancelled, which the widget puts back without a toast).
  const [silentQueue] = useState(createToastQueue);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set());
  const selection = useMemo<CardSelection>(
    () => ({ picked, toggle: (applyId) => setPicked((current) => toggled(current, applyId)) }),
    [picked],
  );

  const noName = intl.formatMessage({ id: "applies.kanban.noName" });
  const cardText = useCallback((card: ApplyCard) => card.candidate_name ?? noName, [noName]);
  const moveFailed = intl.formatMessage({ id: kanbanMessages.messages.moveFailed.id });

  const save = useCallback(
    async (card: ApplyCard, move: MoveRequest, choice: ApplyMoveChoice) => {
      // An observer, not useMutation: a move's progress re-renders nothing; the saved card updates the cache.
      const observer = new MutationObserver(queryClient, applyMutations.move(http));
      try {
        return await observer.mutate({ jobId, applyId: card.id, body: applyMoveBody(move, choice) });
      } catch (error) {
        showToast(toasts, { title: moveFailed, tone: "danger" });
        throw error;
      }
    },
    [queryClient, http, jobId, toasts, moveFailed],
  );

  const handleMove = useCallback(
    (card: ApplyCard, move: MoveRequest) => {
      const dialog = applyMoveDialog(move.from, move.to);
      if (dialog === "none") return save(card, move, {});
      const ask = () =>
        new Promise((resolve, reject) => {
          setAsked({
            dialog,
            candidate: cardText(card),
            submissionStatus: card.submission_status,
            resolve,
            reject,
            save: (choice) => save(card, move, choice),
          });
        });
      return MoveDialog.preload().then(ask, (error: unknown) => {
        showToast(toasts, { title: moveFailed, tone: "danger" });
        throw error;
      });
    },
    [save, cardText, toasts, moveFailed],
  );

  const handleConfirm = (choice: ApplyMoveChoice) => {
    if (!asked) return;
    setAsked(null);
    asked.save(choice).then(asked.resolve, asked.reject);
  };
  const handleCancel = () => {
    if (!asked) return;
    setAsked(null);
    // The widget puts the card back, with no error to tell.
    asked.reject(new KanbanMoveCancelled());
  };

  const applies = board.data.applies;
  // The picked applies still on the board (cardSelection.ts): one gone since it was picked is not sent.
  const pickedIds = useMemo(() => pickedOnBoard(applies, picked), [applies, picked]);
  const title = board.data.job.title ?? "";
  const boardLabel = intl.formatMessage({ id: "applies.kanban.boardLabel" }, { job: title });
  const applyDetail = useCallback(
    (card: ApplyCard) => navigate(entityRoute(entityIndex.applies, { kind: "detail", id: card.id })),
    [navigate],
  );
  // The same element while the cards are the same: a dialog opening or closing does not re-render 500 cards.
  const kanban = useMemo(
    () => (
      <Kanban
        aria-label={boardLabel}
        catalogue={applyStages}
        cards={applies}
        columnOf={columnOf}
        cardText={cardText}
        renderCard={renderCard}
        onMove={handleMove}
        onCardAction={applyDetail}
        toastQueue={silentQueue}
        cardHeight={APPLY_CARD_HEIGHT}
      />
    ),
    [applies, boardLabel, cardText, handleMove, applyDetail, silentQueue],
  );

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{intl.formatMessage({ id: "applies.kanban.title" }, { job: title })}</h1>
        <span className={css.total}>
          {intl.formatMessage({ id: "applies.kanban.total" }, { count: applies.length })}
        </span>
        <nav className={css.links} aria-label={title}>
          <Link href={`/recruiters/jobs/${jobId}/applies`}>{intl.formatMessage({ id: "applies.kanban.toList" })}</Link>
          <Link href={`/recruiters/jobs/${jobId}`}>{intl.formatMessage({ id: "applies.kanban.toJob" })}</Link>
        </nav>
      </header>
      <p className={css.help}>{intl.formatMessage({ id: "applies.kanban.keyboardHelp" })}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: a toolbar of the board's selection, not a form */}
      <div
        role="group"
        aria-label={intl.formatMessage({ id: "shortlistActions.selection.action" })}
        className={css.selectionBar}
      >
        <span aria-live="polite">
          {intl.formatMessage({ id: "shortlistActions.selection.count" }, { count: pickedIds.length })}
        </span>
        <AddToShortlist jobId={jobId} count={pickedIds.length} applyIds={async () => pickedIds} />
        {pickedIds.length > 0 ? (
          <Button variant="ghost" size="sm" onPress={() => setPicked(new Set())}>
            {intl.formatMessage({ id: "shortlistActions.selection.clear" })}
          </Button>
        ) : null}
      </div>
      <CardSelectionContext.Provider value={selection}>{kanban}</CardSelectionContext.Provider>
      {asked ? (
        <Suspense fallback={null}>
          <MoveDialog question={asked} onConfirm={handleConfirm} onCancel={handleCancel} />
        </Suspense>
      ) : null}
    </div>
  );
}
