/**
 * `/recruiters/dashboard/Candidate` (spec §2): the dashboard's candidate view, the figures a recruiter acts on about
 * candidates — added today and in the last seven days, those who have not completed their registration (to call),
 * my candidates — the pipeline as applies per stage and the latest applies, built as `dashboardParts.tsx` says
 * (existing list endpoints, nothing the recruiter may not read).
 */
import type { RecruiterMe } from "@seleta/api-client";
import { can, instantOfWallTime } from "@seleta/domain";
import { Link } from "@seleta/ui";
import { useSuspenseQueries } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../services/requestServices.server";
import { useHttp } from "../../services/ServicesProvider";
import { type AppServices, appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { pageData } from "../pageData";
import type { Route } from "./+types/candidateDashboard";
import {
  type Figure,
  FigureCards,
  figureQuery,
  LatestApplies,
  readableFigures,
  recentAppliesQuery,
  StageBars,
  stageFigures,
  weekStartDay,
} from "./dashboardParts";
import { useRecruiter } from "./layout";
import { requireRecruiter } from "./session";
import * as css from "./shell/pages.css";

/** The candidates' figures; the week's is counted from `weekStart` (a day in the firms' zone), read by the loader. */
function candidateFigures(me: RecruiterMe, weekStart: string) {
  const since = (instantOfWallTime(`${weekStart}T00:00`) as Date).toISOString();
  const figures: Figure[] = [
    {
      key: "candidatesToday",
      label: { id: "shell.candidateDashboard.addedToday" },
      entity: "candidates",
      query: { filter: ["created_today"] },
      href: "/recruiters/candidates?filter=created_today",
    },
    {
      key: `candidatesSince-${weekStart}`,
      label: { id: "shell.candidateDashboard.addedThisWeek" },
      entity: "candidates",
      query: { where: { created_at: { gte: since } } },
    },
    {
      key: "incompleteRegistrations",
      label: { id: "shell.candidateDashboard.incomplete" },
      entity: "candidates",
      query: { where: { completed_register: { ne: true } } },
    },
    {
      key: "myCandidates",
      label: { id: "shell.candidateDashboard.mine" },
      entity: "candidates",
      query: { filter: ["mine"] },
      href: "/recruiters/candidates?filter=mine",
    },
  ];
  return { figures: readableFigures(me, figures), stages: stageFigures(me), recent: can(me, "read", "applies") };
}

async function loadCandidateDashboard(request: Request, services: AppServices) {
  const me = await requireRecruiter(request, services);
  const weekStart = weekStartDay(new Date());
  const { figures, stages, recent } = candidateFigures(me, weekStart);
  await pageData(
    Promise.all([
      ...[...figures, ...stages].map((figure) =>
        services.queryClient.ensureQueryData(figureQuery(services.http, me, figure)),
      ),
      ...(recent ? [services.queryClient.ensureQueryData(recentAppliesQuery(services.http, me))] : []),
    ]),
  );
  return { weekStart };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCandidateDashboard(request, requestServices({ request, context }));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadCandidateDashboard(request, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export default function CandidateDashboard({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const me = useRecruiter();
  const http = useHttp();
  const text = (id: string) => intl.formatMessage({ id });
  const { figures, stages, recent } = candidateFigures(me, loaderData.weekStart);
  const totals = useSuspenseQueries({
    queries: [...figures, ...stages].map((figure) => figureQuery(http, me, figure)),
  }).map((result) => result.data);

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{text("shell.candidateDashboard.title")}</h1>
        <p className={css.lead}>{text("shell.candidateDashboard.lead")}</p>
        <Link href="/recruiters/dashboard">{text("shell.candidateDashboard.back")}</Link>
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
