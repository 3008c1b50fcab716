/**
 * `/recruiters/dashboard/Candidate` (spec §2): the dashboard's candidate view, the figures a recruiter acts on about
 * candidates — added today and in the last seven days, those who have not completed their registration (to call),
 * my candidates — the pipeline as applies per stage and the latest applies, built as `dashboardParts.tsx` says
 * (existing list endpoints, nothing the recruiter may not read).
 */
import { instantOfWallTime } from "@seleta/domain";
import { useIntl } from "react-intl";
import { requestServices } from "../../services/requestServices.server";
import { type AppServices, appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import type { Route } from "./+types/candidateDashboard";
import { Dashboard, dashboardContent, type Figure, loadDashboardContent, weekStartDay } from "./dashboardParts";
import { useRecruiter } from "./layout";
import { requireRecruiter } from "./session";

/** The candidates' figures; the week's is counted from `weekStart` (a day in the firms' zone), read by the loader. */
function candidateFigures(weekStart: string): Figure[] {
  const since = (instantOfWallTime(`${weekStart}T00:00`) as Date).toISOString();
  return [
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
}

async function loadCandidateDashboard(request: Request, services: AppServices) {
  const me = await requireRecruiter(request, services);
  const weekStart = weekStartDay(new Date());
  await loadDashboardContent(services, me, dashboardContent(me, candidateFigures(weekStart)));
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
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Dashboard
      me={me}
      content={dashboardContent(me, candidateFigures(loaderData.weekStart))}
      title={text("shell.candidateDashboard.title")}
      lead={text("shell.candidateDashboard.lead")}
      link={{ href: "/recruiters/dashboard", label: text("shell.candidateDashboard.back") }}
    />
  );
}
