/**
 * The calendars' arithmetic (the send-outs' month, the interviews' month and week): which month or day an address
 * asks for, the instants that bound a month or a week in a time zone (a list's `between` filter), the weeks of a
 * month and the days of a week from Monday, items by the day of their instant's wall clock, and which events
 * overlap. Days are `YYYY-MM-DD`, months `YYYY-MM`; the zone is the firms' (`DEFAULT_TIME_ZONE`) unless given.
 * An entry of its own (`@seleta/domain/calendar`): only the calendar pages and the Calendar widget need it, and the
 * `.` entry is at its size budget.
 */
import { instantOfWallTime, wallTimeIn } from "../format/dates";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function inYears(year: number): boolean {
  return year >= 1900 && year <= 2199;
}

/** `YYYY-MM` of the address's `month`, or the month of `now` in the zone when it is absent or not a month. */
export function calendarMonthOf(search: string, now: Date, timeZone?: string): string {
  const asked = new URLSearchParams(search).get("month") ?? "";
  const match = MONTH.exec(asked);
  if (match && inYears(Number(match[1]))) return asked;
  return wallTimeIn(now, timeZone).slice(0, 7);
}

export type CalendarView = "month" | "week";

/**
 * The view and the day an address asks for (`?view=month|week&date=YYYY-MM-DD`): the month view and today in the
 * zone when either is absent or not valid. A `month=YYYY-MM` without a date is that month's first day.
 */
export function calendarViewOf(
  search: string,
  now: Date,
  timeZone?: string,
): { readonly view: CalendarView; readonly date: string } {
  const params = new URLSearchParams(search);
  const view: CalendarView = params.get("view") === "week" ? "week" : "month";
  const asked = params.get("date") ?? "";
  if (!isCalendarDay(asked) && params.has("month"))
    return { view, date: `${calendarMonthOf(search, now, timeZone)}-01` };
  const date = isCalendarDay(asked) ? asked : wallTimeIn(now, timeZone).slice(0, 10);
  return { view, date };
}

/** Whether the text is a real day `YYYY-MM-DD` of the years the calendars show. */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return inYears(year) && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The day `delta` days from `day`. */
export function shiftDay(day: string, delta: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + delta)).toISOString().slice(0, 10);
}

/** The Monday of the day's week. */
export function weekStart(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
  return shiftDay(day, -weekday);
}

/** The seven days, Monday to Sunday, of the day's week. */
export function weekDays(day: string): string[] {
  const monday = weekStart(day);
  return Array.from({ length: 7 }, (_, index) => shiftDay(monday, index));
}

/** The first and last instants of the days `[first, afterLast)` in the zone, as ISO instants (inclusive bounds). */
function dayRangeBounds(first: string, afterLast: string, timeZone?: string): { from: string; to: string } {
  const start = instantOfWallTime(`${first}T00:00`, timeZone) as Date;
  const end = instantOfWallTime(`${afterLast}T00:00`, timeZone) as Date;
  return { from: start.toISOString(), to: new Date(end.getTime() - 1).toISOString() };
}

/** The month's first and last instants in the zone (a `between` filter's inclusive bounds). */
export function monthBounds(month: string, timeZone?: string): { from: string; to: string } {
  return dayRangeBounds(`${month}-01`, `${shiftMonth(month, 1)}-01`, timeZone);
}

/** The first and last instants in the zone of the days the month's grid shows (whole weeks from Monday). */
export function monthGridBounds(month: string, timeZone?: string): { from: string; to: string } {
  const weeks = monthWeeks(month);
  const last = weeks.at(-1)?.at(-1)?.date ?? `${month}-28`;
  return dayRangeBounds(weeks[0]?.[0]?.date ?? `${month}-01`, shiftDay(last, 1), timeZone);
}

/** The first and last instants in the zone of the day's week, Monday to Sunday. */
export function weekBounds(day: string, timeZone?: string): { from: string; to: string } {
  const monday = weekStart(day);
  return dayRangeBounds(monday, shiftDay(monday, 7), timeZone);
}

export type CalendarDay = { readonly date: string; readonly inMonth: boolean };

/** The month's weeks, Monday to Sunday, each day as `YYYY-MM-DD` (days of the months around it included). */
export function monthWeeks(month: string): CalendarDay[][] {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, number - 1, 1));
  const lead = (first.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const cells = Math.ceil((lead + days) / 7) * 7;
  const weeks: CalendarDay[][] = [];
  for (let index = 0; index < cells; index++) {
    const date = new Date(Date.UTC(year, number - 1, 1 + index - lead)).toISOString().slice(0, 10);
    if (index % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push({ date, inMonth: date.startsWith(month) });
  }
  return weeks;
}

/** Items by the day (`YYYY-MM-DD`) of their instant's wall clock in the zone, each day's in their given order. */
export function byDay<T>(
  items: readonly T[],
  instantOf: (item: T) => string | null | undefined,
  timeZone?: string,
): ReadonlyMap<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const instant = instantOf(item);
    if (!instant) continue;
    const day = wallTimeIn(new Date(instant), timeZone).slice(0, 10);
    const list = days.get(day);
    if (list) list.push(item);
    else days.set(day, [item]);
  }
  return days;
}

export type TimedItem = {
  readonly id: string | number;
  /** What two items must share to conflict (an interview's candidate); null never conflicts. */
  readonly key: string | number | null;
  readonly start: string;
  readonly end: string;
};

/**
 * The ids of the items that overlap in time another item of the same key: `[start, end)` intervals, so one that
 * ends as the next starts does not conflict. Callers leave out what cannot conflict (cancelled interviews).
 */
export function overlappingIds(items: readonly TimedItem[]): ReadonlySet<string | number> {
  const conflicts = new Set<string | number>();
  const byKey = new Map<string | number, { id: string | number; start: number; end: number }[]>();
  for (const item of items) {
    if (item.key === null) continue;
    const start = Date.parse(item.start);
    const end = Date.parse(item.end);
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    const list = byKey.get(item.key) ?? [];
    list.push({ id: item.id, start, end: Math.max(start, end) });
    byKey.set(item.key, list);
  }
  for (const list of byKey.values()) {
    list.sort((a, b) => a.start - b.start);
    let reach: { id: string | number; end: number } | null = null;
    for (const item of list) {
      if (reach && item.start < reach.end) {
        conflicts.add(item.id);
        conflicts.add(reach.id);
      }
      if (!reach || item.end > reach.end) reach = { id: item.id, end: item.end };
    }
  }
  return conflicts;
}
