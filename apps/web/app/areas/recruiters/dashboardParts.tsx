/**
 * What the recruiter's dashboards (`/recruiters/dashboard`, `/recruiters/dashboard/Candidate`) are made of: figures,
 * each the `meta.total` of an existing list endpoint asked with `per_page=1` (the same rows and permissions as the
 * lists: nothing new on the server) and linked to that list; the pipeline as applies per stage; the latest applies.
 * A figure or a section of an entity the recruiter may not read is not asked at all.
 */
import { type EntityName, entityApi, type HttpClient, type ListParams, type RecruiterMe } from "@seleta/api-client";
import { applyStages, can, entryMessage, formatDate, type Message, wallTimeIn } from "@seleta/domain";
import { useMessage } from "@seleta/domain/widgets";
import { Link } from "@seleta/ui";
import { queryOptions, useSuspenseQueries, useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { useHttp } from "../../services/ServicesProvider";
import type { AppServices } from "../../services/services";
import { pageData } from "../pageData";
import * as css from "./shell/pages.css";

export type Figure = {
  readonly key: string;
  /** The app's own message id, or a catalogue's message (formatted by the one domain formatter). */
  readonly label: { readonly id: string } | Message;
  readonly entity: EntityName;
  readonly query: ListParams;
  /** The list's address the figure links to (the list itself by default). */
  readonly href?: string;
};

/** The figures `me` may see: those of entities they may read. */
export function readableFigures(me: RecruiterMe, figures: readonly Figure[]): Figure[] {
  return figures.filter((figure) => can(me, "read", figure.entity));
}

/** The pipeline's stages as figures (applies per stage), when `me` may read applies. */
export function stageFigures(me: RecruiterMe): Figure[] {
  return can(me, "read", "applies")
    ? applyStages.entries.map((stage) => ({
        key: `stage-${stage.id}`,
        label: entryMessage(applyStages, stage),
        entity: "applies" as const,
        query: { where: { stage: stage.id } },
      }))
    : [];
}

export function figureQuery(http: HttpClient, me: RecruiterMe, figure: Figure) {
  return queryOptions({
    queryKey: ["dashboard", me.id, figure.key, figure.query],
    queryFn: ({ signal }) =>
      entityApi(http, figure.entity)
        .list({ ...figure.query, per_page: 1 }, signal)
        .then((page) => page.meta.total),
    staleTime: 60_000,
  });
}

/** How many applies the "recent applies" section lists. */
export const RECENT_APPLIES = 5;

export type RecentApply = {
  readonly id: number;
  readonly candidate: string;
  readonly job: string;
  readonly jobId: number | null;
  readonly appliedAt: string | null;
};

/** The latest applies (by `applied_at`), the applies list's rows; asked only when `me` may read applies. */
export function recentAppliesQuery(http: HttpClient, me: RecruiterMe) {
  return queryOptions({
    queryKey: ["dashboard", me.id, "recentApplies"],
    queryFn: async ({ signal }) => {
      const page = await entityApi(http, "applies").list(
        { order: { applied_at: "desc" }, per_page: RECENT_APPLIES },
        signal,
      );
      return page.records.map(
        (record): RecentApply => ({
          id: Number(record.id),
          candidate: String(record.candidate_name ?? ""),
          job: String(record.job_title ?? ""),
          jobId: typeof record.job === "number" ? record.job : null,
          appliedAt: typeof record.applied_at === "string" ? record.applied_at : null,
        }),
      );
    },
    staleTime: 60_000,
  });
}

/** The start of the day six days before `now`'s, in the firms' zone: the last seven days' first instant (a day). */
export function weekStartDay(now: Date): string {
  const today = wallTimeIn(now).slice(0, 10);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 6);
  return date.toISOString().slice(0, 10);
}

function useLabel() {
  const intl = useIntl();
  const message = useMessage();
  const text = (id: string) => intl.formatMessage({ id });
  return (label: Figure["label"]) => ("en" in label ? message(label) : text(label.id));
}

export function FigureCards({ figures, totals }: { figures: readonly Figure[]; totals: readonly number[] }) {
  const intl = useIntl();
  const labelOf = useLabel();
  if (figures.length === 0) return null;
  return (
    <ul className={css.cards}>
      {figures.map((figure, index) => (
        <li key={figure.key} className={css.figure}>
          <span className={css.figureValue}>{intl.formatNumber(totals[index] ?? 0)}</span>
          <Link href={figure.href ?? `/recruiters/${figure.entity}`}>{labelOf(figure.label)}</Link>
        </li>
      ))}
    </ul>
  );
}

export function StageBars({ stages, totals }: { stages: readonly Figure[]; totals: readonly number[] }) {
  const intl = useIntl();
  const labelOf = useLabel();
  if (stages.length === 0) return null;
  const largest = Math.max(1, ...totals);
  return (
    <section className={css.section} aria-labelledby="dashboard-stages">
      <h2 id="dashboard-stages" className={css.sectionTitle}>
        {intl.formatMessage({ id: "shell.dashboard.appliesByStage" })}
      </h2>
      <ul className={css.bars}>
        {stages.map((stage, index) => (
          <li key={stage.key} className={css.barRow}>
            <span>{labelOf(stage.label)}</span>
            <span className={css.barTrack} aria-hidden="true">
              <span
                className={css.barFill}
                style={{ display: "block", width: `${((totals[index] ?? 0) / largest) * 100}%` }}
              />
            </span>
            <span className={css.barCount}>{intl.formatNumber(totals[index] ?? 0)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RecentApplies({ applies }: { applies: readonly RecentApply[] }) {
  const intl = useIntl();
  return (
    <section className={css.section} aria-labelledby="dashboard-recent-applies">
      <h2 id="dashboard-recent-applies" className={css.sectionTitle}>
        {intl.formatMessage({ id: "shell.dashboard.recentApplies" })}
      </h2>
      {applies.length === 0 ? (
        <p className={css.muted}>{intl.formatMessage({ id: "shell.dashboard.noRecentApplies" })}</p>
      ) : (
        <ul className={css.list}>
          {applies.map((apply) => (
            <li key={apply.id}>
              <Link href={`/recruiters/applies/${apply.id}`}>{apply.candidate}</Link>
              {apply.job ? (
                <>
                  {" — "}
                  {apply.jobId === null ? (
                    apply.job
                  ) : (
                    <Link href={`/recruiters/jobs/${apply.jobId}/applies`}>{apply.job}</Link>
                  )}
                </>
              ) : null}
              {apply.appliedAt ? <span className={css.muted}>{` · ${formatDate(apply.appliedAt)}`}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The latest applies, read from the cache the page's loader filled. */
export function LatestApplies({ me }: { me: RecruiterMe }) {
  const http = useHttp();
  const { data } = useSuspenseQuery(recentAppliesQuery(http, me));
  return <RecentApplies applies={data} />;
}

/** A dashboard's content for `me`: its figures and the stages they may see, and whether the latest applies show. */
export type DashboardContent = {
  readonly figures: readonly Figure[];
  readonly stages: readonly Figure[];
  readonly recent: boolean;
};

/** The figures of `all` that `me` may see, the pipeline's stages, and the latest applies with the stages. */
export function dashboardContent(me: RecruiterMe, all: readonly Figure[]): DashboardContent {
  return { figures: readableFigures(me, all), stages: stageFigures(me), recent: can(me, "read", "applies") };
}

/** A dashboard's queries in the cache, asked at once (a page's loader). */
export async function loadDashboardContent(
  { http, queryClient }: AppServices,
  me: RecruiterMe,
  content: DashboardContent,
): Promise<void> {
  await pageData(
    Promise.all([
      ...[...content.figures, ...content.stages].map((figure) =>
        queryClient.ensureQueryData(figureQuery(http, me, figure)),
      ),
      ...(content.recent ? [queryClient.ensureQueryData(recentAppliesQuery(http, me))] : []),
    ]),
  );
}

/** A dashboard page: its header (title, lead, a link to the other dashboard), its figures, stages and latest applies. */
export function Dashboard({
  me,
  content,
  title,
  lead,
  link,
}: {
  me: RecruiterMe;
  content: DashboardContent;
  title: string;
  lead: string;
  link: { readonly href: string; readonly label: string };
}) {
  const intl = useIntl();
  const http = useHttp();
  const { figures, stages, recent } = content;
  const totals = useSuspenseQueries({
    queries: [...figures, ...stages].map((figure) => figureQuery(http, me, figure)),
  }).map((result) => result.data);
  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{title}</h1>
        <p className={css.lead}>{lead}</p>
        <Link href={link.href}>{link.label}</Link>
      </header>
      {figures.length === 0 && stages.length === 0 ? (
        <p className={css.muted}>{intl.formatMessage({ id: "shell.dashboard.nothing" })}</p>
      ) : null}
      <FigureCards figures={figures} totals={totals.slice(0, figures.length)} />
      <StageBars stages={stages} totals={totals.slice(figures.length)} />
      {recent ? <LatestApplies me={me} /> : null}
    </div>
  );
}
