import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantOfWallTime, wallTimeIn } from "./dates";

describe("wall clock times in a zone", () => {
  it("reads a wall time in São Paulo as the instant three hours later in UTC", () => {
    expect(instantOfWallTime("2026-03-31T14:05", "America/Sao_Paulo")?.toISOString()).toBe("2026-03-31T17:05:00.000Z");
  });

  it("follows a zone's summer time: New York is four hours behind UTC in July and five in January", () => {
    expect(instantOfWallTime("2026-07-01T09:00", "America/New_York")?.toISOString()).toBe("2026-07-01T13:00:00.000Z");
    expect(instantOfWallTime("2026-01-15T09:00", "America/New_York")?.toISOString()).toBe("2026-01-15T14:00:00.000Z");
  });

  it("refuses text that is no wall time, or a day the calendar does not have", () => {
    expect(instantOfWallTime("31/03/2026 14:05")).toBeNull();
    expect(instantOfWallTime("2026-02-30T10:00")).toBeNull();
    expect(instantOfWallTime("2026-03-31T24:10")).toBeNull();
  });

  it("shows an instant as the zone's wall clock, and reads it back to the same instant", () => {
    expect(wallTimeIn(new Date("2026-03-31T17:05:00Z"), "America/Sao_Paulo")).toBe("2026-03-31T14:05");
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2060-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom("America/Sao_Paulo", "America/Manaus", "Europe/Lisbon", "UTC"),
        (date, zone) => {
          const minute = new Date(Math.floor(date.getTime() / 60_000) * 60_000);
          const wall = wallTimeIn(minute, zone);
          // An hour a change of offset repeats names two instants: reading it back gives one of them, showing the same wall.
          expect(wallTimeIn(instantOfWallTime(wall, zone) as Date, zone)).toBe(wall);
        },
      ),
    );
  });
});
