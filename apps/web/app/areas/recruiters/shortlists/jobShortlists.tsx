/**
 * `/recruiters/jobs/:id/shortlists` (spec §1): the job's shortlists, each with its derived status and counts, and a
 * new one made from a name (its candidates come from the applies, or are added in the builder); the job's downloads:
 * the market mapping (the findings list's export narrowed to the job) and the dashboard of every sent shortlist.
 */
import { entityQueries, shortlistBuilderMutations, shortlistBuilderQueries } from "@seleta/api-client";
import { formatDate } from "@seleta/domain";
import { ShortlistStatusBadge } from "@seleta/domain/widgets";
import { Button, DownloadIcon, Link, lazyWithPreload, preloadOnIntent, showToast, useOpenedOnce } from "@seleta/ui";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { useDownloadProgress } from "../../../entities/useDownloadProgress";
import { requestServices } from "../../../services/requestServices.server";
import { useServices } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import { jobIdOf } from "../applies/jobId";
import type { Route } from "./+types/jobShortlists";
import { apiProblem } from "./apiProblem";
import { ShortlistNameForm } from "./ShortlistNameForm";
import * as css from "./shortlists.css";

/** The downloads' progress dialog, a chunk apart: loaded when a download button is pointed at, or before it starts. */
const DownloadProgressDialog = lazyWithPreload(() =>
  import("../../../entities/ListProgressDialog").then((module) => module.ListProgressDialog),
);
const { onFocus: preloadProgress } = preloadOnIntent(DownloadProgressDialog);

/** The job's downloads: the market mapping, and the sent shortlists' dashboard in both of its files. */
const JOB_DOWNLOADS = ["mapping", "dashboardXlsx", "dashboardPdf"] as const;
type JobDownload = (typeof JOB_DOWNLOADS)[number];

/** The job (its title) and its shortlists, asked at once; another business's job is the error page's 404. */
async function loadJobShortlists(id: string | undefined, { http, queryClient }: AppServices) {
  const jobId = jobIdOf(id);
  await pageData(
    Promise.all([
      queryClient.ensureQueryData(entityQueries(http, "jobs").detail(jobId)),
      queryClient.ensureQueryData(shortlistBuilderQueries.ofJob(http, jobId)),
    ]),
  );
  return { jobId };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadJobShortlists(params.id, requestServices({ request, context }));
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadJobShortlists(params.id, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export default function JobShortlists({ loaderData }: Route.ComponentProps) {
  const { jobId } = loaderData;
  const { http, toasts } = useServices();
  const intl = useIntl();
  const navigate = useNavigate();
  const job = useSuspenseQuery(entityQueries(http, "jobs").detail(jobId));
  const shortlists = useSuspenseQuery(shortlistBuilderQueries.ofJob(http, jobId));
  const create = useMutation(shortlistBuilderMutations.create(http, jobId));
  const title = typeof job.data.title === "string" ? job.data.title : `#${jobId}`;
  const mappingProgress = useDownloadProgress({
    readyMessage: intl.formatMessage({ id: "shortlistActions.mapping.ready" }),
  });
  const dashboardProgress = useDownloadProgress({
    readyMessage: intl.formatMessage({ id: "shortlistActions.jobDashboard.ready" }),
  });
  const mappingOpened = useOpenedOnce(mappingProgress.dialog.task !== null);
  const dashboardOpened = useOpenedOnce(dashboardProgress.dialog.task !== null);
  // The dashboard is of the sent shortlists: none sent, nothing to download.
  const anySent = shortlists.data.some((shortlist) => shortlist.sent_at !== null);

  const handleDownload = async (download: JobDownload) => {
    try {
      await DownloadProgressDialog.preload();
      if (download === "mapping") {
        await mappingProgress.startDownload({
          entity: "findings",
          fileType: "xlsx",
          extraParams: { where: { job: jobId } },
        });
      } else {
        await dashboardProgress.startShortlistDashboard({
          jobId,
          fileType: download === "dashboardXlsx" ? "xlsx" : "pdf",
        });
      }
    } catch (error) {
      showToast(toasts, {
        title: apiProblem(error, intl.formatMessage({ id: "shortlistActions.jobDashboard.failed" })),
        tone: "danger",
      });
    }
  };
  const downloadLabel: Record<JobDownload, string> = {
    mapping: intl.formatMessage({ id: "shortlistActions.mapping.xlsx" }),
    dashboardXlsx: intl.formatMessage({ id: "shortlistActions.jobDashboard.xlsx" }),
    dashboardPdf: intl.formatMessage({ id: "shortlistActions.jobDashboard.pdf" }),
  };

  const handleCreate = (name: string) => {
    create.mutate(
      { name },
      {
        onSuccess: (shortlist) => navigate(`/recruiters/shortlists/${shortlist.id}`),
        onError: (error) =>
          showToast(toasts, {
            title: apiProblem(error, intl.formatMessage({ id: "shortlists.create.failed" })),
            tone: "danger",
          }),
      },
    );
  };

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{intl.formatMessage({ id: "shortlists.job.title" }, { job: title })}</h1>
        <nav className={css.links} aria-label={title}>
          <Link href={`/recruiters/jobs/${jobId}/applies`}>
            {intl.formatMessage({ id: "shortlists.job.toApplies" })}
          </Link>
          <Link href={`/recruiters/jobs/${jobId}`}>{intl.formatMessage({ id: "shortlists.job.toJob" })}</Link>
        </nav>
      </header>

      <div className={css.actions}>
        {JOB_DOWNLOADS.map((download) => (
          <Button
            key={download}
            variant="outline"
            icon={<DownloadIcon aria-hidden="true" size={16} />}
            isDisabled={download !== "mapping" && !anySent}
            onFocus={preloadProgress}
            onHoverStart={preloadProgress}
            onPress={() => void handleDownload(download)}
          >
            {downloadLabel[download]}
          </Button>
        ))}
      </div>

      <ShortlistNameForm
        label={intl.formatMessage({ id: "shortlists.create.title" })}
        submitLabel={intl.formatMessage({ id: "shortlists.create.submit" })}
        isPending={create.isPending}
        onSubmit={handleCreate}
      />

      {shortlists.data.length === 0 ? (
        <p className={css.muted}>{intl.formatMessage({ id: "shortlists.job.empty" })}</p>
      ) : (
        <ul className={css.list} aria-label={intl.formatMessage({ id: "shortlists.job.listLabel" }, { job: title })}>
          {shortlists.data.map((shortlist) => (
            <li key={shortlist.id} className={css.item}>
              <Link href={`/recruiters/shortlists/${shortlist.id}`}>
                <span className={css.itemName}>{shortlist.name}</span>
              </Link>
              <ShortlistStatusBadge status={shortlist.status} />
              {shortlist.sent_at ? (
                <span className={css.muted}>
                  {intl.formatMessage({ id: "shortlists.job.sentAt" }, { date: formatDate(shortlist.sent_at) })}
                </span>
              ) : null}
              <span className={css.itemFacts}>
                {intl.formatMessage({ id: "shortlists.job.counts" }, { ...shortlist.counts })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {mappingOpened ? (
        <Suspense fallback={null}>
          <DownloadProgressDialog {...mappingProgress.dialog} onNavigate={(to) => void navigate(to)} />
        </Suspense>
      ) : null}
      {dashboardOpened ? (
        <Suspense fallback={null}>
          <DownloadProgressDialog {...dashboardProgress.dialog} onNavigate={(to) => void navigate(to)} />
        </Suspense>
      ) : null}
    </div>
  );
}
