/**
 * `/recruiters/interviews/calendar` (the interviews' month and week): the interviews by the day they are
 * scheduled for, drawn in the firms' zone (`?view=month|week&date=YYYY-MM-DD`, this month by default). The rows are
 * the interviews list's (`where scheduled_at` within the days the grid shows, the same rows and permissions as the
 * list), at most one page of them (`CALENDAR_ROWS`); a span holding more says how many the grid leaves out and links
 * to the list. Cancelled interviews are struck; overlapping interviews of one candidate are marked as conflicts.
 */
import { entityApi, type HttpClient } from "@seleta/api-client";
import { DEFAULT_TIME_ZONE, wallTimeIn } from "@seleta/domain";
import { type CalendarView, calendarViewOf } from "@seleta/domain/calendar";
import { Calendar } from "@seleta/domain/widgets";
import { Link } from "@seleta/ui";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import * as pages from "../shell/pages.css";
import type { Route } from "./+types/interviewCalendar";
import { interviewCalendarHref, interviewEvents, viewBounds } from "./interviewEvents";

/** The list endpoint's largest page. */
const CALENDAR_ROWS = 100;

function spanQuery(http: HttpClient, view: CalendarView, date: string) {
  const { from, to } = viewBounds(view, date);
  return queryOptions({
    queryKey: ["interviewCalendar", from, to],
    queryFn: async ({ signal }) => {
      const page = await entityApi(http, "interviews").list(
        { where: { scheduled_at: { between: [from, to] } }, order: { scheduled_at: "asc" }, per_page: CALENDAR_ROWS },
        signal,
      );
      return { records: page.records as Record<string, unknown>[], total: page.meta.total };
    },
    staleTime: 30_000,
  });
}

async function loadCalendar(request: Request, { http, queryClient }: AppServices) {
  const now = new Date();
  const { view, date } = calendarViewOf(new URL(request.url).search, now);
  await pageData(queryClient.ensureQueryData(spanQuery(http, view, date)));
  return { view, date, today: wallTimeIn(now).slice(0, 10) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCalendar(request, requestServices({ request, context }));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadCalendar(request, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export default function InterviewCalendar({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const http = useHttp();
  const { view, date, today } = loaderData;
  const { data } = useSuspenseQuery(spanQuery(http, view, date));
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const left = data.total - data.records.length;

  return (
    <div className={pages.page}>
      <header className={pages.header}>
        <h1 className={pages.title}>{text("shell.interviewCalendar.title")}</h1>
        <p className={pages.lead}>{text("shell.interviewCalendar.lead")}</p>
        <Link href="/recruiters/interviews">{text("shell.interviewCalendar.list")}</Link>
      </header>
      {data.records.length === 0 ? <p className={pages.muted}>{text("shell.interviewCalendar.empty")}</p> : null}
      {left > 0 ? <p className={pages.muted}>{text("shell.interviewCalendar.more", { count: left })}</p> : null}
      <Calendar
        events={interviewEvents(data.records)}
        view={view}
        date={date}
        today={today}
        timeZone={DEFAULT_TIME_ZONE}
        hrefOf={interviewCalendarHref}
      />
    </div>
  );
}
