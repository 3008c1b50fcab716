/**
 * `/recruiters/dashboard`. The spec lists the route and shows nothing of it, so this is our choice, after Bullhorn's
 * recruiter home: the figures a recruiter starts the day with — my open jobs (and the business's), my pending and
 * overdue tasks, the overdue invoices (administrators: invoices are theirs), the pipeline as applies per stage and
 * the latest applies. Each is built as `dashboardParts.tsx` says: existing list endpoints, nothing the recruiter may
 * not read. The candidates' figures are `/recruiters/dashboard/Candidate`.
 */
import { useIntl } from "react-intl";
import { requestServices } from "../../services/requestServices.server";
import { type AppServices, appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import type { Route } from "./+types/dashboard";
import { Dashboard, dashboardContent, type Figure, loadDashboardContent } from "./dashboardParts";
import { useRecruiter } from "./layout";
import { requireRecruiter } from "./session";

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

async function loadDashboard(request: Request, services: AppServices) {
  const me = await requireRecruiter(request, services);
  await loadDashboardContent(services, me, dashboardContent(me, FIGURES));
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
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Dashboard
      me={me}
      content={dashboardContent(me, FIGURES)}
      title={text("shell.dashboard.title")}
      lead={text("shell.dashboard.lead")}
      link={{ href: "/recruiters/dashboard/Candidate", label: text("shell.dashboard.candidatesLink") }}
    />
  );
}
