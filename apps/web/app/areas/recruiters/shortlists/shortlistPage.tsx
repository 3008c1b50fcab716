/**
 * `/recruiters/shortlists/:id` (spec §1): the shortlist builder. The candidates in the order the client reads them,
 * moved by drag or keyboard (each move saves the whole order; the widget shows it at once and puts the saved one
 * back if the server refuses), removed, each with a presentation and what the client sees of them; the shortlist
 * renamed, and deleted while it is a draft.
 */
import {
  ApiError,
  deleteShortlist,
  type ShortlistDetail,
  shortlistBuilderMutations,
  shortlistBuilderQueries,
  shortlistSendingQueries,
} from "@seleta/api-client";
import {
  ShortlistBuilder,
  type ShortlistBuilderCandidate,
  ShortlistStatusBadge,
  type ShortlistSwitches,
} from "@seleta/domain/widgets";
import {
  Button,
  ConfirmDialog,
  DeleteIcon,
  DownloadIcon,
  Link,
  lazyWithPreload,
  preloadOnIntent,
  showToast,
  useOpenedOnce,
} from "@seleta/ui";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { Suspense, useCallback, useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { useDownloadProgress } from "../../../entities/useDownloadProgress";
import { requestServices } from "../../../services/requestServices.server";
import { useServices } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
// A shortlist's id in the path follows a job's: a positive integer, else no such record (404).
import { jobIdOf as recordIdOf } from "../applies/jobId";
import type { Route } from "./+types/shortlistPage";
import { AddCandidate } from "./AddCandidate";
import { apiProblem } from "./apiProblem";
import { ShortlistNameForm } from "./ShortlistNameForm";
import { ShortlistSending } from "./ShortlistSending";
import { ShortlistTemplates } from "./ShortlistTemplates";
import { ShortlistThreads } from "./ShortlistThreads";
import * as css from "./shortlists.css";

/** The downloads' progress dialog, a chunk apart: loaded when a download button is pointed at, or before it starts. */
const DownloadProgressDialog = lazyWithPreload(() =>
  import("../../../entities/ListProgressDialog").then((module) => module.ListProgressDialog),
);
const { onFocus: preloadProgress } = preloadOnIntent(DownloadProgressDialog);

/** The dashboard's files: the candidates, each reviewer's rating and the comments (spec: the shortlist's downloads). */
const DASHBOARD_FORMATS = ["xlsx", "pdf"] as const;

/**
 * The shortlist with its candidates (another business's, or an unknown one, is the error page's 404) and, beside it,
 * its recipients: the API answers them only to a recruiter who may change the job, so a 403 or 404 there leaves the
 * page without the sending section instead of failing it.
 */
async function loadShortlist(id: string | undefined, { http, queryClient }: AppServices) {
  const shortlistId = recordIdOf(id);
  const [, , canSend] = await pageData(
    Promise.all([
      queryClient.ensureQueryData(shortlistBuilderQueries.detail(http, shortlistId)),
      queryClient.ensureQueryData(shortlistBuilderQueries.threads(http, shortlistId)),
      queryClient.ensureQueryData(shortlistSendingQueries.recipients(http, shortlistId)).then(
        () => true,
        (error: unknown) => {
          if (error instanceof ApiError && (error.isForbidden || error.isNotFound)) return false;
          throw error;
        },
      ),
    ]),
  );
  return { shortlistId, canSend };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadShortlist(params.id, requestServices({ request, context }));
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadShortlist(params.id, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

/** The widget's candidates from the saved shortlist: the presentation as stored (rich text), "" for none. */
function candidatesOf(shortlist: ShortlistDetail): ShortlistBuilderCandidate[] {
  return shortlist.items.map((item) => ({
    applyId: item.apply_id,
    name: item.candidate.name,
    roleName: item.candidate.role_name,
    presentation: item.presentation ?? "",
    showSalary: item.show_salary,
    showCv: item.show_cv,
    counts: {
      likes: item.counts.like_candidates,
      dislikes: item.counts.deslike_candidates,
      stars: item.counts.star_candidate,
    },
  }));
}

export default function ShortlistPage({ loaderData }: Route.ComponentProps) {
  const { shortlistId, canSend } = loaderData;
  const { http, queryClient, toasts } = useServices();
  const intl = useIntl();
  const navigate = useNavigate();
  const { data: shortlist } = useSuspenseQuery(shortlistBuilderQueries.detail(http, shortlistId));
  const jobId = shortlist.job_id;
  const jobShortlists = `/recruiters/jobs/${jobId}/shortlists`;
  // The same array until the saved shortlist changes: the widget's move shown ahead of the answer holds until then.
  const candidates = useMemo(() => candidatesOf(shortlist), [shortlist]);
  const heldIds = useMemo(() => shortlist.items.map((item) => item.apply_id), [shortlist]);
  // The presentations' fields keep what is typed, not what is saved: after a template fills them, a fresh builder.
  const [builderGeneration, setBuilderGeneration] = useState(0);

  const reorder = useMutation(shortlistBuilderMutations.reorder(http, shortlistId));
  const removeItem = useMutation(shortlistBuilderMutations.removeItem(http, shortlistId));
  const updateItem = useMutation(shortlistBuilderMutations.updateItem(http, shortlistId));
  const rename = useMutation(shortlistBuilderMutations.rename(http, shortlistId));

  const progress = useDownloadProgress({ readyMessage: intl.formatMessage({ id: "shortlists.dashboard.ready" }) });
  const progressOpened = useOpenedOnce(progress.dialog.task !== null);
  const failed = intl.formatMessage({ id: "shortlists.builder.failed" });
  const sayFailed = useCallback(
    (error: unknown) => showToast(toasts, { title: apiProblem(error, failed), tone: "danger" }),
    [toasts, failed],
  );
  const { mutateAsync: saveOrder } = reorder;
  const handleReorder = useCallback((applyIds: readonly number[]) => saveOrder(applyIds), [saveOrder]);
  const { mutate: saveItem } = updateItem;
  const handlePresentationSave = useCallback(
    // The server's rich-text gate decides what is kept; an empty field is no presentation.
    (candidate: ShortlistBuilderCandidate, html: string) =>
      saveItem({ applyId: candidate.applyId, item: { presentation: html || null } }, { onError: sayFailed }),
    [saveItem, sayFailed],
  );
  const handleSwitchChange = useCallback(
    (candidate: ShortlistBuilderCandidate, switches: ShortlistSwitches) =>
      saveItem(
        {
          applyId: candidate.applyId,
          item: {
            ...(switches.showSalary === undefined ? {} : { show_salary: switches.showSalary }),
            ...(switches.showCv === undefined ? {} : { show_cv: switches.showCv }),
          },
        },
        { onError: sayFailed },
      ),
    [saveItem, sayFailed],
  );
  const { mutate: dropItem } = removeItem;
  const handleRemove = useCallback(
    (candidate: ShortlistBuilderCandidate) =>
      dropItem(candidate.applyId, {
        onSuccess: () =>
          showToast(toasts, {
            title: intl.formatMessage({ id: "shortlists.builder.removed" }, { name: candidate.name }),
            tone: "success",
          }),
        onError: sayFailed,
      }),
    [dropItem, toasts, intl, sayFailed],
  );

  const handleRename = (next: string) =>
    rename.mutate(next, {
      onSuccess: () =>
        showToast(toasts, { title: intl.formatMessage({ id: "shortlists.builder.renamed" }), tone: "success" }),
      onError: sayFailed,
    });

  // Not the api-client's delete mutation: it drops this page's query while the page still shows. The job's list is
  // dropped before leaving, so its page loads it fresh; this shortlist's entry once the page is gone.
  const handleDelete = async () => {
    try {
      await deleteShortlist(http, shortlistId);
    } catch (error) {
      sayFailed(error);
      return;
    }
    queryClient.removeQueries({ queryKey: shortlistBuilderQueries.ofJob(http, jobId).queryKey });
    void queryClient.invalidateQueries({ queryKey: ["entities", "applies"] });
    showToast(toasts, { title: intl.formatMessage({ id: "shortlists.builder.deleted" }), tone: "success" });
    await navigate(jobShortlists, { replace: true });
    queryClient.removeQueries({ queryKey: shortlistBuilderQueries.detail(http, shortlistId).queryKey, exact: true });
  };

  const handleDashboard = async (fileType: (typeof DASHBOARD_FORMATS)[number]) => {
    try {
      await DownloadProgressDialog.preload();
      await progress.startShortlistDashboard({ shortlistId, fileType });
    } catch (error) {
      sayFailed(error);
    }
  };

  const toApplies = (
    <Link href={`/recruiters/jobs/${jobId}/applies`}>{intl.formatMessage({ id: "shortlists.builder.toApplies" })}</Link>
  );

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>
          {intl.formatMessage({ id: "shortlists.builder.title" }, { name: shortlist.name })}
        </h1>
        <ShortlistStatusBadge status={shortlist.status} />
        <nav className={css.links} aria-label={shortlist.name}>
          <Link href={`/recruiters/shortlists/${shortlistId}/preview`}>
            {intl.formatMessage({ id: "shortlistActions.preview.open" })}
          </Link>
          <Link href={jobShortlists}>{intl.formatMessage({ id: "shortlists.builder.toJobShortlists" })}</Link>
          <Link href={`/recruiters/jobs/${jobId}`}>
            {intl.formatMessage({ id: "shortlists.builder.job" }, { job: shortlist.job.title })}
          </Link>
        </nav>
      </header>

      <div className={css.actions}>
        <ShortlistNameForm
          // A new form when the saved name changes (a rename elsewhere): it starts from that name.
          key={shortlist.name}
          label={intl.formatMessage({ id: "shortlists.builder.rename" })}
          submitLabel={intl.formatMessage({ id: "shortlists.builder.renameSubmit" })}
          initialName={shortlist.name}
          isPending={rename.isPending}
          variant="outline"
          onSubmit={handleRename}
        />
        {DASHBOARD_FORMATS.map((fileType) => (
          <Button
            key={fileType}
            variant="outline"
            icon={<DownloadIcon aria-hidden="true" size={16} />}
            onFocus={preloadProgress}
            onHoverStart={preloadProgress}
            onPress={() => void handleDashboard(fileType)}
          >
            {intl.formatMessage({ id: `shortlists.dashboard.${fileType}` })}
          </Button>
        ))}
        {shortlist.status === "draft" ? (
          <ConfirmDialog
            label={shortlist.name}
            message={intl.formatMessage({ id: "shortlists.builder.deleteQuestion" }, { name: shortlist.name })}
            confirmLabel={intl.formatMessage({ id: "shortlists.builder.delete" })}
            onConfirm={handleDelete}
            trigger={
              <Button variant="outline" tone="danger" icon={<DeleteIcon aria-hidden="true" size={16} />}>
                {intl.formatMessage({ id: "shortlists.builder.delete" })}
              </Button>
            }
          />
        ) : null}
      </div>

      <AddCandidate shortlistId={shortlistId} jobId={jobId} held={heldIds} />
      {shortlist.items.length > 0 ? (
        <ShortlistTemplates shortlist={shortlist} onApplied={() => setBuilderGeneration((n) => n + 1)} />
      ) : null}
      <ShortlistBuilder
        key={builderGeneration}
        aria-label={shortlist.name}
        candidates={candidates}
        onReorder={handleReorder}
        onRemove={handleRemove}
        onPresentationSave={handlePresentationSave}
        onSwitchChange={handleSwitchChange}
        emptyAction={toApplies}
      />
      <ShortlistThreads shortlistId={shortlistId} items={shortlist.items} />
      {canSend ? <ShortlistSending shortlistId={shortlistId} jobId={jobId} candidates={candidates.length} /> : null}
      {progressOpened ? (
        <Suspense fallback={null}>
          <DownloadProgressDialog {...progress.dialog} onNavigate={(to) => void navigate(to)} />
        </Suspense>
      ) : null}
    </div>
  );
}
