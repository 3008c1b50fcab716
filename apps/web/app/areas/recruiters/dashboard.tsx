/**
 * `/recruiters/dashboard`. The spec lists the route and shows nothing of it, so this is our choice, after Bullhorn's
 * recruiter home: the figures a recruiter starts the day with — my open jobs (and the business's), my pending and
 * overdue tasks, and the pipeline as applies per stage. Every figure is the `meta.total` of an existing list
 * endpoint asked with `per_page=1` (the same rows and permissions as the lists: nothing new on the server), and a
 * figure of an entity the recruiter may not read is not asked at all.
 */
import { type EntityName, entityApi, type ListParams } from "@seleta/api-client";
import { applyStages, can, messageId } from "@seleta/domain";
import { useMessage } from "@seleta/domain/widgets";
import { Link, Skeleton } from "@seleta/ui";
import { useQueries } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { useHttp } from "../../services/ServicesProvider";
import { useRecruiter } from "./layout";
import * as css from "./shell/pages.css";

type Figure = { readonly key: string; readonly label: string; readonly entity: EntityName; readonly query: ListParams };

export default function RecruiterDashboard() {
  const intl = useIntl();
  const message = useMessage();
  const me = useRecruiter();
  const http = useHttp();
  const text = (id: string) => intl.formatMessage({ id });

  const allFigures: Figure[] = [
    {
      key: "myOpenJobs",
      label: text("shell.dashboard.myOpenJobs"),
      entity: "jobs",
      query: { filter: ["open", "mine"] },
    },
    { key: "openJobs", label: text("shell.dashboard.openJobs"), entity: "jobs", query: { filter: ["open"] } },
    {
      key: "myOpenTasks",
      label: text("shell.dashboard.myOpenTasks"),
      entity: "tasks",
      query: { filter: ["mine"], where: { done: { ne: true } } },
    },
    {
      key: "overdueTasks",
      label: text("shell.dashboard.overdueTasks"),
      entity: "tasks",
      query: { filter: ["mine", "overdue"] },
    },
  ];
  const figures = allFigures.filter((figure) => can(me, "read", figure.entity));

  const stages = can(me, "read", "applies")
    ? applyStages.entries.map((stage) => ({
        key: `stage-${stage.id}`,
        label: message({ id: messageId(applyStages, stage), ...stage.label }),
        entity: "applies" as const,
        query: { where: { stage: stage.id } },
      }))
    : [];

  const results = useQueries({
    queries: [...figures, ...stages].map((figure) => ({
      queryKey: ["dashboard", me.id, figure.key],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        entityApi(http, figure.entity)
          .list({ ...figure.query, per_page: 1 }, signal)
          .then((page) => page.meta.total),
      staleTime: 60_000,
    })),
  });
  const totalOf = (index: number) => results[index];
  const stageCounts = stages.map((stage, index) => ({ ...stage, result: totalOf(figures.length + index) }));
  const largest = Math.max(1, ...stageCounts.map((stage) => stage.result?.data ?? 0));

  const value = (result: (typeof results)[number] | undefined) =>
    result?.isPending ? (
      <Skeleton width="3ch" height="1em" />
    ) : result?.isError ? (
      text("shell.dashboard.unavailable")
    ) : (
      intl.formatNumber(result?.data ?? 0)
    );

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{text("shell.dashboard.title")}</h1>
        <p className={css.lead}>{text("shell.dashboard.lead")}</p>
      </header>

      {figures.length === 0 && stages.length === 0 ? (
        <p className={css.muted}>{text("shell.dashboard.nothing")}</p>
      ) : null}

      {figures.length > 0 ? (
        <ul className={css.cards}>
          {figures.map((figure, index) => (
            <li key={figure.key} className={css.figure}>
              <span className={css.figureValue}>{value(totalOf(index))}</span>
              <Link href={`/recruiters/${figure.entity}`}>{figure.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}

      {stages.length > 0 ? (
        <section className={css.section} aria-labelledby="dashboard-stages">
          <h2 id="dashboard-stages" className={css.sectionTitle}>
            {text("shell.dashboard.appliesByStage")}
          </h2>
          <ul className={css.bars}>
            {stageCounts.map((stage) => (
              <li key={stage.key} className={css.barRow}>
                <span>{stage.label}</span>
                <span className={css.barTrack} aria-hidden="true">
                  <span
                    className={css.barFill}
                    style={{ display: "block", width: `${((stage.result?.data ?? 0) / largest) * 100}%` }}
                  />
                </span>
                <span className={css.barCount}>{value(stage.result)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
