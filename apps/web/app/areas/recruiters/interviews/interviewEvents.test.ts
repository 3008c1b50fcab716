import { describe, expect, it } from "vitest";
import { interviewCalendarHref, interviewEvents, viewBounds } from "./interviewEvents";

describe("the interviews' calendar events", () => {
  const interview = (id: number, candidate: unknown, at: string | null, extra: Record<string, unknown> = {}) => ({
    id,
    candidate,
    candidate_name: `Candidate ${id}`,
    scheduled_at: at,
    duration_minutes: 60,
    cancelled_at: null,
    ...extra,
  });

  it("runs from the scheduled time for the duration, an hour when it is not set, linking to the record", () => {
    const [event, unset] = interviewEvents([
      interview(1, 7, "2026-12-02T13:00:00.000Z", { duration_minutes: 45 }),
      interview(2, 8, "2026-12-02T15:00:00.000Z", { duration_minutes: null }),
    ]);
    expect(event).toEqual({
      id: "1",
      title: "Candidate 1",
      start: "2026-12-02T13:00:00.000Z",
      end: "2026-12-02T13:45:00.000Z",
      href: "/recruiters/interviews/1",
      tone: "default",
    });
    expect(unset?.end).toBe("2026-12-02T16:00:00.000Z");
  });

  it("marks overlapping interviews of one candidate as conflicts, not a cancelled one nor another candidate", () => {
    const events = interviewEvents([
      interview(1, 7, "2026-12-02T13:00:00.000Z"),
      interview(2, { id: 7, label: "Ana" }, "2026-12-02T13:30:00.000Z"),
      interview(3, 7, "2026-12-02T13:15:00.000Z", { cancelled_at: "2026-12-01T10:00:00.000Z" }),
      interview(4, 9, "2026-12-02T13:00:00.000Z"),
      interview(5, 7, "2026-12-02T14:30:00.000Z"),
      interview(6, 7, null),
    ]);
    expect(events.map((event) => [event.id, event.tone])).toEqual([
      ["1", "conflict"],
      ["2", "conflict"],
      ["3", "cancelled"],
      ["4", "default"],
      ["5", "default"],
    ]);
  });

  it("reads the month's whole weeks or the week, and addresses a view", () => {
    expect(viewBounds("month", "2026-12-20").from).toBe("2026-11-30T03:00:00.000Z");
    expect(viewBounds("week", "2026-12-20")).toEqual({
      from: "2026-12-14T03:00:00.000Z",
      to: "2026-12-21T02:59:59.999Z",
    });
    expect(interviewCalendarHref("week", "2026-12-20")).toBe(
      "/recruiters/interviews/calendar?view=week&date=2026-12-20",
    );
  });
});
