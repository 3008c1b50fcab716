/**
 * The interviews' calendar's events: each interview of the list as a calendar event from its scheduled time for its
 * duration, struck when cancelled, marked "conflict" when it overlaps another live interview of the same candidate
 * (a candidate cannot sit two interviews at once; a cancelled one holds no time).
 */
import { type CalendarView, monthGridBounds, overlappingIds, weekBounds } from "@seleta/domain/calendar";
import type { CalendarEvent } from "@seleta/domain/widgets";

/** The length drawn for an interview whose duration is not set. */
export const DEFAULT_INTERVIEW_MINUTES = 60;

/** The id of a relation as the list hands it: the id itself, or a record `{ id }`. */
function relationId(value: unknown): string | null {
  if (value && typeof value === "object" && "id" in value) return relationId((value as { id: unknown }).id);
  return typeof value === "number" || (typeof value === "string" && value !== "") ? String(value) : null;
}

export function interviewEvents(records: readonly Record<string, unknown>[]): CalendarEvent[] {
  const timed = records.flatMap((record) => {
    const scheduled = typeof record.scheduled_at === "string" ? Date.parse(record.scheduled_at) : Number.NaN;
    if (Number.isNaN(scheduled)) return [];
    const minutes = Number(record.duration_minutes) > 0 ? Number(record.duration_minutes) : DEFAULT_INTERVIEW_MINUTES;
    const cancelled = record.cancelled_at !== null && record.cancelled_at !== undefined && record.cancelled_at !== "";
    return [
      {
        id: String(record.id),
        key: cancelled ? null : relationId(record.candidate),
        title: String(record.candidate_name ?? ""),
        start: new Date(scheduled).toISOString(),
        end: new Date(scheduled + minutes * 60_000).toISOString(),
        cancelled,
      },
    ];
  });
  const conflicts = overlappingIds(timed);
  return timed.map(({ id, title, start, end, cancelled }) => ({
    id,
    title,
    start,
    end,
    href: `/recruiters/interviews/${id}`,
    tone: cancelled ? "cancelled" : conflicts.has(id) ? "conflict" : "default",
  }));
}

/** The instants the view's grid shows: the month's whole weeks, or the week. */
export function viewBounds(view: CalendarView, date: string): { from: string; to: string } {
  return view === "month" ? monthGridBounds(date.slice(0, 7)) : weekBounds(date);
}

/** The calendar's address of a view at a day. */
export function interviewCalendarHref(view: CalendarView, date: string): string {
  return `/recruiters/interviews/calendar?view=${view}&date=${date}`;
}
