/**
 * `/recruiters/sendout_queues/calendar` (spec §2 "Send Out"): the queued send-outs by the day they are scheduled for,
 * a month or a week at a time in the domain's Calendar (`?view=month|week&date=YYYY-MM-DD`, or `?month=YYYY-MM`; the
 * current month in the firms' zone by default). The rows are the send-outs list's (`where scheduled_at` within the
 * days the grid shows, the same rows and permissions as the list), at most one page of them (`CALENDAR_ROWS`); a span
 * holding more says how many the grid leaves out and links to the list.
 */
import { entityApi, type HttpClient } from "@seleta/api-client";
import { wallTimeIn } from "@seleta/domain";
import { type CalendarView, calendarViewOf, monthGridBounds, weekBounds } from "@seleta/domain/calendar";
import { Calendar, type CalendarEvent } from "@seleta/domain/widgets";
import { Link } from "@seleta/ui";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import * as pages from "../shell/pages.css";
import type { Route } from "./+types/sendOutCalendar";

/** The list endpoint's largest page. */
const CALENDAR_ROWS = 100;

function spanQuery(http: HttpClient, view: CalendarView, date: string) {
  const { from, to } = view === "month" ? monthGridBounds(date.slice(0, 7)) : weekBounds(date);
  return queryOptions({
    queryKey: ["sendOutCalendar", from, to],
    queryFn: async ({ signal }) => {
      const page = await entityApi(http, "sendout_queues").list(
        { where: { scheduled_at: { between: [from, to] } }, order: { scheduled_at: "asc" }, per_page: CALENDAR_ROWS },
        signal,
      );
      // A send-out is an instant: its event starts and ends at its scheduled time.
      const events: CalendarEvent[] = page.records.flatMap((record) =>
        typeof record.scheduled_at === "string"
          ? [
              {
                id: String(record.id),
                title: String(record.subject ?? ""),
                start: record.scheduled_at,
                end: record.scheduled_at,
                href: `/recruiters/sendout_queues/${record.id}`,
              },
            ]
          : [],
      );
      return { events, shown: page.records.length, total: page.meta.total };
    },
    staleTime: 30_000,
  });
}

const hrefOf = (view: CalendarView, date: string) => `/recruiters/sendout_queues/calendar?view=${view}&date=${date}`;

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

export default function SendOutCalendar({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const http = useHttp();
  const { view, date, today } = loaderData;
  const { data } = useSuspenseQuery(spanQuery(http, view, date));
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return (
    <div className={pages.page}>
      <header className={pages.header}>
        <h1 className={pages.title}>{text("shell.sendOutCalendar.title")}</h1>
        <p className={pages.lead}>{text("shell.sendOutCalendar.lead")}</p>
        <Link href="/recruiters/sendout_queues">{text("shell.sendOutCalendar.list")}</Link>
      </header>
      {data.shown === 0 ? <p className={pages.muted}>{text("shell.sendOutCalendar.empty")}</p> : null}
      {data.total > data.shown ? (
        <p className={pages.muted}>{text("shell.sendOutCalendar.more", { count: data.total - data.shown })}</p>
      ) : null}
      <Calendar events={data.events} view={view} date={date} today={today} hrefOf={hrefOf} />
    </div>
  );
}
