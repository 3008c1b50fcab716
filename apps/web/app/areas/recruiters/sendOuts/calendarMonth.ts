/**
 * The send-out calendar's month (`/recruiters/sendout_queues/calendar?month=YYYY-MM`): which month an address asks
 * for, the instants that bound it in the firms' time zone (the list's filter), its weeks as a grid from Monday, and
 * the send-outs of each day by their scheduled time's wall clock in that zone.
 */
import { instantOfWallTime, wallTimeIn } from "@seleta/domain";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `YYYY-MM` of the address's `month`, or the month of `now` in the zone when it is absent or not a month. */
export function calendarMonthOf(search: string, now: Date, timeZone?: string): string {
  const asked = new URLSearchParams(search).get("month") ?? "";
  const match = MONTH.exec(asked);
  if (match && Number(match[1]) >= 1900 && Number(match[1]) <= 2199) return asked;
  return wallTimeIn(now, timeZone).slice(0, 7);
}

/** The month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The month's first instant and the next month's, in the zone: `[from, to)` as ISO instants. */
export function monthBounds(month: string, timeZone?: string): { from: string; to: string } {
  const start = instantOfWallTime(`${month}-01T00:00`, timeZone) as Date;
  const end = instantOfWallTime(`${shiftMonth(month, 1)}-01T00:00`, timeZone) as Date;
  return { from: start.toISOString(), to: new Date(end.getTime() - 1).toISOString() };
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
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return days;
}
