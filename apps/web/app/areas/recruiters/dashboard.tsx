/**
 * `/recruiters/dashboard`. The spec lists the route and shows nothing of it, so this is our choice, after Bullhorn's
 * recruiter home: the figures a recruiter starts the day with — my open jobs (and the business's), my pending and
 * overdue tasks, the overdue invoices (administrators: invoices are theirs), the pipeline as applies per stage and
 * the latest applies. Each is built as `dashboardParts.tsx` says: existing list endpoints, nothing the recruiter may
 * not read. The candidates' figures are `/recruiters/dashboard/Candidate`.
 */
import type { RecruiterMe } from "@seleta/api-client";
import { can } from "@seleta/domain";
import { Link } from "@seleta/ui";
import { useSuspenseQueries } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../services/requestServices.server";
import { useHttp } from "../../services/ServicesProvider";
import { type AppServices, appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { pageData } from "../pageData";
import type { Route } from "./+types/dashboard";
import {
  type Figure,
  FigureCards,
  figureQuery,
  LatestApplies,
  readableFigures,
  recentAppliesQuery,
  StageBars,
  stageFigures,
} from "./dashboardParts";
import { useRecruiter } from "./layout";
import { requireRecruiter } from "./session";
import * as css from "./shell/pages.css";

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
  {
    key: "overdueInvoices",
    label: { id: "shell.dashboard.overdueInvoices" },
    entity: "invoices",
    query: { filter: ["overdue"] },
    href: "/recruiters/invoices?filter=overdue",
  },
];

/** The figures `me` may see and the pipeline's stages, in the page's order; the latest applies with the stages. */
function dashboardFigures(me: RecruiterMe) {
  return { figures: readableFigures(me, FIGURES), stages: stageFigures(me), recent: can(me, "read", "applies") };
}

async function loadDashboard(request: Request, services: AppServices) {
  const me = await requireRecruiter(request, services);
  const { figures, stages, recent } = dashboardFigures(me);
  await pageData(
    Promise.all([
      ...[...figures, ...stages].map((figure) =>
        services.queryClient.ensureQueryData(figureQuery(services.http, me, figure)),
      ),
      ...(recent ? [services.queryClient.ensureQueryData(recentAppliesQuery(services.http, me))] : []),
    ]),
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
  const { figures, stages, recent } = dashboardFigures(me);
  const totals = useSuspenseQueries({
    queries: [...figures, ...stages].map((figure) => figureQuery(http, me, figure)),
  }).map((result) => result.data);

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{text("shell.dashboard.title")}</h1>
        <p className={css.lead}>{text("shell.dashboard.lead")}</p>
        <Link href="/recruiters/dashboard/Candidate">{text("shell.dashboard.candidatesLink")}</Link>
      </header>

      {figures.length === 0 && stages.length === 0 ? (
        <p className={css.muted}>{text("shell.dashboard.nothing")}</p>
      ) : null}

      <FigureCards figures={figures} totals={totals.slice(0, figures.length)} />
      <StageBars stages={stages} totals={totals.slice(figures.length)} />
      {recent ? <LatestApplies me={me} /> : null}
    </div>
  );
}
