import { describe, expect, it } from "vitest";
import { BREAKPOINTS, CONTAINERS, GRID, MOBILE_BREAKPOINT, media, SIZES, TIMING } from "./sizes";

describe("spec §9 sizes and timings", () => {
  it("has the breakpoints, containers and grid", () => {
    expect(Object.values(BREAKPOINTS)).toEqual([576, 768, 992, 1200]);
    expect(Object.values(CONTAINERS)).toEqual([540, 720, 960, 1140]);
    expect(MOBILE_BREAKPOINT).toBe(1264);
    expect(GRID.columns).toBe(12);
  });

  it("has the overlay sizes", () => {
    expect(SIZES.dialog).toMatchObject({ sm: 300, md: 500, lg: 800, xl: 1140, max: 1200, bottomMax: 900 });
    expect(SIZES.dialog).toMatchObject({ loading: 400, search: 1000, signature: 1300 });
    expect([SIZES.toast.maxWidth, SIZES.tooltip.maxWidth, SIZES.popover.maxWidth]).toEqual([350, 200, 276]);
    expect(SIZES.notifications).toEqual({
      listMaxHeight: 600,
      cardMinWidth: 530,
      panelMinWidth: 550,
      panelMaxWidth: 575,
    });
  });

  it("has the progress bar timings", () => {
    expect([TIMING.progressThrottle, TIMING.progressDuration, TIMING.progressHide]).toEqual([200, 5000, 500]);
  });

  it("writes media queries that do not overlap at a breakpoint", () => {
    expect(media.up("md")).toBe("screen and (min-width: 768px)");
    expect(media.down("md")).toBe("screen and (max-width: 767.98px)");
    expect(media.mobile).toBe("screen and (max-width: 1263.98px)");
  });
});
