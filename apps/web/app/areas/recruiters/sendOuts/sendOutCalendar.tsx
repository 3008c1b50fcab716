/**
 * `/recruiters/sendout_queues/calendar` (spec §2 "Send Out"): the queued send-outs by the day they are scheduled for,
 * a month at a time (`?month=YYYY-MM`, the current month in the firms' zone by default). The month's rows are the
 * send-outs list's (`where scheduled_at` within the month, the same rows and permissions as the list), at most one
 * page of them (`CALENDAR_ROWS`); a month holding more says how many the grid leaves out and links to the list.
 */
import { entityApi, type HttpClient } from "@seleta/api-client";
import { wallTimeIn } from "@seleta/domain";
import { byDay, calendarMonthOf, monthBounds, monthWeeks, shiftMonth } from "@seleta/domain/calendar";
import { ButtonLink, Link } from "@seleta/ui";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import * as pages from "../shell/pages.css";
import type { Route } from "./+types/sendOutCalendar";
import * as css from "./calendar.css";

/** The list endpoint's largest page. */
const CALENDAR_ROWS = 100;

type ScheduledSendOut = { readonly id: number; readonly subject: string; readonly scheduledAt: string | null };

function monthQuery(http: HttpClient, month: string) {
  const { from, to } = monthBounds(month);
  return queryOptions({
    queryKey: ["sendOutCalendar", month],
    queryFn: async ({ signal }) => {
      const page = await entityApi(http, "sendout_queues").list(
        { where: { scheduled_at: { between: [from, to] } }, order: { scheduled_at: "asc" }, per_page: CALENDAR_ROWS },
        signal,
      );
      const rows: ScheduledSendOut[] = page.records.map((record) => ({
        id: Number(record.id),
        subject: String(record.subject ?? ""),
        scheduledAt: typeof record.scheduled_at === "string" ? record.scheduled_at : null,
      }));
      return { rows, total: page.meta.total };
    },
    staleTime: 30_000,
  });
}

async function loadCalendar(request: Request, { http, queryClient }: AppServices) {
  const month = calendarMonthOf(new URL(request.url).search, new Date());
  await pageData(queryClient.ensureQueryData(monthQuery(http, month)));
  return { month };
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
  const { month } = loaderData;
  const { data } = useSuspenseQuery(monthQuery(http, month));
  const days = byDay(data.rows, (row) => row.scheduledAt);
  const weeks = monthWeeks(month);
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const monthName = intl.formatDate(`${month}-15T12:00:00Z`, { month: "long", year: "numeric", timeZone: "UTC" });
  const weekdays = (weeks[0] ?? []).map((day) =>
    intl.formatDate(`${day.date}T12:00:00Z`, { weekday: "short", timeZone: "UTC" }),
  );

  return (
    <div className={pages.page}>
      <header className={pages.header}>
        <h1 className={pages.title}>{text("shell.sendOutCalendar.title")}</h1>
        <p className={pages.lead}>{text("shell.sendOutCalendar.lead")}</p>
      </header>
      <nav className={css.nav} aria-label={text("shell.sendOutCalendar.months")}>
        <ButtonLink size="sm" variant="outline" href={`?month=${shiftMonth(month, -1)}`}>
          {text("shell.sendOutCalendar.previous")}
        </ButtonLink>
        <h2 className={pages.sectionTitle}>{monthName}</h2>
        <ButtonLink size="sm" variant="outline" href={`?month=${shiftMonth(month, 1)}`}>
          {text("shell.sendOutCalendar.next")}
        </ButtonLink>
        <Link href="/recruiters/sendout_queues">{text("shell.sendOutCalendar.list")}</Link>
      </nav>
      {data.rows.length === 0 ? <p className={pages.muted}>{text("shell.sendOutCalendar.empty")}</p> : null}
      {data.total > data.rows.length ? (
        <p className={pages.muted}>{text("shell.sendOutCalendar.more", { count: data.total - data.rows.length })}</p>
      ) : null}
      <table className={css.grid}>
        <caption className={pages.muted}>{monthName}</caption>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday} scope="col">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => (
                <td key={day.date} className={day.inMonth ? css.dayCell : `${css.dayCell} ${css.otherMonth}`}>
                  <span className={css.dayNumber}>{Number(day.date.slice(8))}</span>
                  <ul className={css.items}>
                    {(days.get(day.date) ?? []).map((row) => (
                      <li key={row.id} className={css.item}>
                        <Link href={`/recruiters/sendout_queues/${row.id}`}>
                          {`${row.scheduledAt ? wallTimeIn(new Date(row.scheduledAt)).slice(11) : ""} ${row.subject}`}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
