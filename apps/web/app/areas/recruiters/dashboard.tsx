/**
 * `/recruiters/dashboard`. The spec lists the route and shows nothing of it, so this is our choice, after Bullhorn's
 * recruiter home: the figures a recruiter starts the day with — my open jobs (and the business's), my pending and
 * overdue tasks, and the pipeline as applies per stage. Every figure is the `meta.total` of an existing list
 * endpoint asked with `per_page=1` (the same rows and permissions as the lists: nothing new on the server), and a
 * figure of an entity the recruiter may not read is not asked at all.
 */
import { type EntityName, entityApi, type HttpClient, type ListParams, type RecruiterMe } from "@seleta/api-client";
import { applyStages, can, entryMessage, type Message } from "@seleta/domain";
import { useMessage } from "@seleta/domain/widgets";
import { Link } from "@seleta/ui";
import { queryOptions, useSuspenseQueries } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../services/requestServices.server";
import { useHttp } from "../../services/ServicesProvider";
import { type AppServices, appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { pageData } from "../pageData";
import type { Route } from "./+types/dashboard";
import { useRecruiter } from "./layout";
import { requireRecruiter } from "./session";
import * as css from "./shell/pages.css";

type Figure = {
  readonly key: string;
  /** The app's own message id, or a catalogue's message (formatted by the one domain formatter). */
  readonly label: { readonly id: string } | Message;
  readonly entity: EntityName;
  readonly query: ListParams;
};

const FIGURES: readonly Figure[] = [
  {
    key: "myOpenJobs",
    label: { id: "shell.dashboard.myOpenJobs" },
    entity: "jobs",
    query: { filter: ["open", "mine"] },
  },
  { key: "openJobs", label: { id: "shell.dashboard.openJobs" }, entity: "jobs", query: { filter: ["open"] } },
  {
    key: "myOpenTasks",
    label: { id: "shell.dashboard.myOpenTasks" },
    entity: "tasks",
    query: { filter: ["mine"], where: { done: { ne: true } } },
  },
  {
    key: "overdueTasks",
    label: { id: "shell.dashboard.overdueTasks" },
    entity: "tasks",
    query: { filter: ["mine", "overdue"] },
  },
];

/** The figures `me` may see (the entities they may read) and the pipeline's stages, in the page's order. */
function dashboardFigures(me: RecruiterMe): { figures: Figure[]; stages: Figure[] } {
  const figures = FIGURES.filter((figure) => can(me, "read", figure.entity));
  const stages = can(me, "read", "applies")
    ? applyStages.entries.map((stage) => ({
        key: `stage-${stage.id}`,
        label: entryMessage(applyStages, stage),
        entity: "applies" as const,
        query: { where: { stage: stage.id } },
      }))
    : [];
  return { figures, stages };
}

function figureQuery(http: HttpClient, me: RecruiterMe, figure: Figure) {
  return queryOptions({
    queryKey: ["dashboard", me.id, figure.key],
    queryFn: ({ signal }) =>
      entityApi(http, figure.entity)
        .list({ ...figure.query, per_page: 1 }, signal)
        .then((page) => page.meta.total),
    staleTime: 60_000,
  });
}

async function loadDashboard(request: Request, services: AppServices) {
  const me = await requireRecruiter(request, services);
  const { figures, stages } = dashboardFigures(me);
  await pageData(
    Promise.all(
      [...figures, ...stages].map((figure) =>
        services.queryClient.ensureQueryData(figureQuery(services.http, me, figure)),
      ),
    ),
  );
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDashboard(request, requestServices({ request, context }));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadDashboard(request, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export default function RecruiterDashboard() {
  const intl = useIntl();
  const me = useRecruiter();
  const http = useHttp();
  const text = (id: string) => intl.formatMessage({ id });
  const message = useMessage();
  const labelOf = (label: Figure["label"]) => ("en" in label ? message(label) : text(label.id));
  const { figures, stages } = dashboardFigures(me);
  const totals = useSuspenseQueries({
    queries: [...figures, ...stages].map((figure) => figureQuery(http, me, figure)),
  }).map((result) => result.data);
  const stageCounts = stages.map((stage, index) => ({ ...stage, total: totals[figures.length + index] ?? 0 }));
  const largest = Math.max(1, ...stageCounts.map((stage) => stage.total));

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
              <span className={css.figureValue}>{intl.formatNumber(totals[index] ?? 0)}</span>
              <Link href={`/recruiters/${figure.entity}`}>{labelOf(figure.label)}</Link>
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
                <span>{labelOf(stage.label)}</span>
                <span className={css.barTrack} aria-hidden="true">
                  <span
                    className={css.barFill}
                    style={{ display: "block", width: `${(stage.total / largest) * 100}%` }}
                  />
                </span>
                <span className={css.barCount}>{intl.formatNumber(stage.total)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
