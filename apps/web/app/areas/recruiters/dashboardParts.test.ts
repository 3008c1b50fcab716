import { describe, expect, it } from "vitest";
import { weekStartDay } from "./dashboardParts";

describe("weekStartDay", () => {
  it("is the day six days before today in the firms' zone", () => {
    expect(weekStartDay(new Date("2026-12-04T12:00:00Z"))).toBe("2026-11-28");
    // 02:00 UTC is still the day before in São Paulo.
    expect(weekStartDay(new Date("2026-12-01T02:00:00Z"))).toBe("2026-11-24");
  });
});
