import { describe, expect, it } from "vitest";
import {
  byDay,
  calendarMonthOf,
  calendarViewOf,
  monthBounds,
  monthGridBounds,
  monthWeeks,
  overlappingIds,
  shiftDay,
  shiftMonth,
  weekBounds,
  weekDays,
} from "./calendar";

describe("a calendar's month", () => {
  const now = new Date("2026-12-01T02:00:00Z"); // still 30 November in São Paulo

  it("reads the address's month, else the month of now in the firms' zone", () => {
    expect(calendarMonthOf("?month=2027-02", now)).toBe("2027-02");
    expect(calendarMonthOf("?month=2027-13", now)).toBe("2026-11");
    expect(calendarMonthOf("", now)).toBe("2026-11");
    expect(calendarMonthOf("", now, "UTC")).toBe("2026-12");
  });

  it("moves across years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
  });

  it("bounds the month by its first and last instants in the zone", () => {
    expect(monthBounds("2026-12")).toEqual({ from: "2026-12-01T03:00:00.000Z", to: "2027-01-01T02:59:59.999Z" });
  });

  it("lays the month out in weeks from Monday", () => {
    const weeks = monthWeeks("2026-12");
    expect(weeks[0]?.[0]).toEqual({ date: "2026-11-30", inMonth: false });
    expect(weeks[0]?.[1]).toEqual({ date: "2026-12-01", inMonth: true });
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(31);
    expect(weeks.at(-1)?.at(-1)).toEqual({ date: "2027-01-03", inMonth: false });
  });

  it("groups items by their day in the zone", () => {
    const items = [
      { id: 1, at: "2026-12-02T01:30:00Z" },
      { id: 2, at: "2026-12-02T13:00:00Z" },
      { id: 3, at: null },
    ];
    const days = byDay(items, (item) => item.at);
    expect(days.get("2026-12-01")?.map((item) => item.id)).toEqual([1]);
    expect(days.get("2026-12-02")?.map((item) => item.id)).toEqual([2]);
  });
});

describe("a calendar's week and view", () => {
  const now = new Date("2026-12-01T02:00:00Z");

  it("reads the view and the day, else the month view of today in the zone", () => {
    expect(calendarViewOf("?view=week&date=2027-02-10", now)).toEqual({ view: "week", date: "2027-02-10" });
    expect(calendarViewOf("?view=year&date=2027-02-30", now)).toEqual({ view: "month", date: "2026-11-30" });
    expect(calendarViewOf("", now, "UTC")).toEqual({ view: "month", date: "2026-12-01" });
    expect(calendarViewOf("?month=2027-03", now)).toEqual({ view: "month", date: "2027-03-01" });
    expect(calendarViewOf("?month=2027-03&date=2027-04-02", now)).toEqual({ view: "month", date: "2027-04-02" });
  });

  it("lays the week out from Monday, across months and years", () => {
    expect(weekDays("2027-01-01")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(weekDays("2026-12-28")[0]).toBe("2026-12-28");
    expect(weekDays("2027-01-03")[0]).toBe("2026-12-28");
    expect(shiftDay("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("bounds the week and the month's grid by their days' instants in the zone", () => {
    expect(weekBounds("2026-12-02")).toEqual({ from: "2026-11-30T03:00:00.000Z", to: "2026-12-07T02:59:59.999Z" });
    expect(monthGridBounds("2026-12")).toEqual({ from: "2026-11-30T03:00:00.000Z", to: "2027-01-04T02:59:59.999Z" });
  });
});

describe("overlapping events", () => {
  const at = (hour: number) => `2026-12-02T${String(hour).padStart(2, "0")}:00:00Z`;

  it("marks the events of one key that overlap, both of them", () => {
    const ids = overlappingIds([
      { id: 1, key: "ana", start: at(10), end: at(11) },
      { id: 2, key: "ana", start: at(10), end: at(12) },
      { id: 3, key: "bia", start: at(10), end: at(11) },
      { id: 4, key: "ana", start: at(14), end: at(15) },
    ]);
    expect([...ids].sort()).toEqual([1, 2]);
  });

  it("does not mark one that ends as the next starts, nor events without a key", () => {
    const ids = overlappingIds([
      { id: 1, key: "ana", start: at(10), end: at(11) },
      { id: 2, key: "ana", start: at(11), end: at(12) },
      { id: 3, key: null, start: at(10), end: at(12) },
      { id: 4, key: null, start: at(10), end: at(12) },
    ]);
    expect(ids.size).toBe(0);
  });

  it("marks an event inside a long one even when an earlier short one ended", () => {
    const ids = overlappingIds([
      { id: 1, key: "ana", start: at(8), end: at(18) },
      { id: 2, key: "ana", start: at(9), end: at(10) },
      { id: 3, key: "ana", start: at(16), end: at(17) },
    ]);
    expect([...ids].sort()).toEqual([1, 2, 3]);
  });
});
