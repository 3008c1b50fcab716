import { describe, expect, it } from "vitest";
import { byDay, calendarMonthOf, monthBounds, monthWeeks, shiftMonth } from "./calendarMonth";

describe("the send-out calendar's month", () => {
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
