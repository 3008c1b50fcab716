import { ButtonLink, Link, visuallyHidden } from "@seleta/ui";
import { useId } from "react";
import { useIntl } from "react-intl";
import { DEFAULT_TIME_ZONE, wallTimeIn } from "../../format/dates";
import { byDay, type CalendarView, monthWeeks, shiftDay, shiftMonth, weekDays, weekStart } from "../../state/calendar";
import { useMessage } from "../useMessage";
import * as css from "./Calendar.css";
import { calendarMessages } from "./messages";

export type CalendarEventTone = "default" | "cancelled" | "conflict";

export type CalendarEvent = {
  readonly id: string | number;
  readonly title: string;
  /** ISO instants. */
  readonly start: string;
  readonly end: string;
  readonly tone?: CalendarEventTone;
  readonly href: string;
};

export type CalendarProps = {
  readonly events: readonly CalendarEvent[];
  readonly view: CalendarView;
  /** A day (`YYYY-MM-DD`) of the month or week shown. */
  readonly date: string;
  /** Today in the zone (`YYYY-MM-DD`), marked in the grid. */
  readonly today: string;
  /** The zone the days and times are drawn in; the firms' by default. */
  readonly timeZone?: string;
  /** The address of a view at a day: previous, next, today, the view switch and a busy day's week link to it. */
  readonly hrefOf: (view: CalendarView, date: string) => string;
  /** A month day shows at most this many events, then "+k more" linking to the day's week. */
  readonly maxPerDay?: number;
};

/** Noon UTC of a day: formats as that day in any zone's `timeZone: "UTC"` reading. */
function noon(day: string): string {
  return `${day}T12:00:00Z`;
}

/**
 * A month or week of events, drawn in a time zone (spec §2 interviews' calendar). Month: weeks of days from Monday,
 * each day its events in time order (at most `maxPerDay`, then a link to the day's week), today marked. Week: seven
 * columns of the days' events in time order. Every event, the navigation and the view switch are links, so the
 * calendar works by keyboard and before hydration; the month or week is the heading.
 */
export function Calendar({
  events,
  view,
  date,
  today,
  timeZone = DEFAULT_TIME_ZONE,
  hrefOf,
  maxPerDay = 3,
}: CalendarProps) {
  const intl = useIntl();
  const headingId = useId();
  const text = useMessage();
  const m = calendarMessages.messages;
  const sorted = [...events].sort((a, b) => a.start.localeCompare(b.start));
  const days = byDay(sorted, (event) => event.start, timeZone);
  const month = date.slice(0, 7);
  const week = weekDays(date);
  const dayLabel = (day: string, options: Intl.DateTimeFormatOptions) =>
    intl.formatDate(noon(day), { ...options, timeZone: "UTC" });
  const heading =
    view === "month"
      ? dayLabel(`${month}-15`, { month: "long", year: "numeric" })
      : text(m.weekOf, {
          first: dayLabel(week[0] ?? date, { day: "numeric", month: "long" }),
          last: dayLabel(week[6] ?? date, { day: "numeric", month: "long", year: "numeric" }),
        });
  const previous = view === "month" ? `${shiftMonth(month, -1)}-01` : shiftDay(weekStart(date), -7);
  const next = view === "month" ? `${shiftMonth(month, 1)}-01` : shiftDay(weekStart(date), 7);
  const weekdays = week.map((day) => dayLabel(day, { weekday: "short" }));

  const eventItem = (event: CalendarEvent) => {
    const tone = event.tone ?? "default";
    const className = [css.event, tone === "cancelled" ? css.cancelled : "", tone === "conflict" ? css.conflict : ""]
      .filter(Boolean)
      .join(" ");
    return (
      <li key={event.id} className={className} data-tone={tone}>
        <Link href={event.href}>
          <span className={css.time}>{wallTimeIn(new Date(event.start), timeZone).slice(11)}</span> {event.title}
          {tone === "default" ? null : <span className={visuallyHidden}> {text(m[tone])}</span>}
        </Link>
      </li>
    );
  };

  const dayClass = (day: string, base: string, inMonth = true) =>
    [base, inMonth ? "" : css.otherMonth, day === today ? css.today : ""].filter(Boolean).join(" ");

  const dayNumber = (day: string) => (
    <span className={day === today ? `${css.dayNumber} ${css.todayNumber}` : css.dayNumber}>
      {Number(day.slice(8))}
      {day === today ? <span className={visuallyHidden}> {text(m.today)}</span> : null}
    </span>
  );

  return (
    <section className={css.root} aria-labelledby={headingId}>
      <div className={css.toolbar}>
        <h2 id={headingId} className={css.heading}>
          {heading}
        </h2>
        <nav className={css.toolbar} aria-label={text(m.navigation)}>
          <ButtonLink size="sm" variant="outline" href={hrefOf(view, previous)}>
            {text(view === "month" ? m.previousMonth : m.previousWeek)}
          </ButtonLink>
          <ButtonLink size="sm" variant="outline" href={hrefOf(view, today)}>
            {text(m.today)}
          </ButtonLink>
          <ButtonLink size="sm" variant="outline" href={hrefOf(view, next)}>
            {text(view === "month" ? m.nextMonth : m.nextWeek)}
          </ButtonLink>
        </nav>
        <nav className={css.toolbar} aria-label={text(m.views)}>
          <ButtonLink
            size="sm"
            variant={view === "month" ? "solid" : "outline"}
            href={hrefOf("month", date)}
            aria-current={view === "month" ? "page" : undefined}
          >
            {text(m.month)}
          </ButtonLink>
          <ButtonLink
            size="sm"
            variant={view === "week" ? "solid" : "outline"}
            href={hrefOf("week", date)}
            aria-current={view === "week" ? "page" : undefined}
          >
            {text(m.week)}
          </ButtonLink>
        </nav>
      </div>
      <table className={css.grid}>
        <caption className={visuallyHidden}>{heading}</caption>
        <thead>
          <tr>
            {weekdays.map((weekday, index) => (
              <th key={week[index]} scope="col" className={css.weekday}>
                {view === "week" ? `${weekday} ${Number(week[index]?.slice(8))}` : weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view === "month" ? (
            monthWeeks(month).map((row) => (
              <tr key={row[0]?.date}>
                {row.map((day) => {
                  const dayEvents = days.get(day.date) ?? [];
                  const hidden = dayEvents.length - maxPerDay;
                  return (
                    <td
                      key={day.date}
                      className={dayClass(day.date, css.dayCell, day.inMonth)}
                      aria-current={day.date === today ? "date" : undefined}
                    >
                      {dayNumber(day.date)}
                      {dayEvents.length > 0 ? (
                        <ul className={css.events}>
                          {dayEvents.slice(0, maxPerDay).map(eventItem)}
                          {hidden > 0 ? (
                            <li className={css.event}>
                              <Link href={hrefOf("week", day.date)}>
                                {text(m.more, { count: hidden })}
                                <span className={visuallyHidden}>
                                  {" "}
                                  {text(m.moreDay, { day: dayLabel(day.date, { day: "numeric", month: "long" }) })}
                                </span>
                              </Link>
                            </li>
                          ) : null}
                        </ul>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))
          ) : (
            <tr>
              {week.map((day) => {
                const dayEvents = days.get(day) ?? [];
                return (
                  <td
                    key={day}
                    className={dayClass(day, css.weekCell)}
                    aria-current={day === today ? "date" : undefined}
                  >
                    {dayEvents.length > 0 ? (
                      <ul className={css.events}>{dayEvents.map(eventItem)}</ul>
                    ) : (
                      <span className={visuallyHidden}>{text(m.none)}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
