import { describe, expect, it } from "vitest";
import {
  initialTopLoadingBarState,
  MAX_RUNNING_PROGRESS,
  type TopLoadingBarAction,
  type TopLoadingBarState,
  topLoadingBarReducer,
  topLoadingBarView,
} from "./topLoadingBarReducer";

const run = (actions: TopLoadingBarAction[], from: TopLoadingBarState = initialTopLoadingBarState) =>
  actions.reduce((state, action) => topLoadingBarReducer(state, action), from);

describe("topLoadingBarReducer (spec §4/§9: throttle 200 ms, duration 5 s, hide 500 ms)", () => {
  it("stays hidden during the 200 ms throttle", () => {
    const state = run([
      { type: "start", now: 1000 },
      { type: "tick", now: 1199 },
    ]);
    expect(topLoadingBarView(state).visible).toBe(false);
  });

  it("never shows a load that ends within the throttle", () => {
    const state = run([
      { type: "start", now: 1000 },
      { type: "tick", now: 1150 },
      { type: "finish", now: 1190 },
      { type: "tick", now: 1300 },
    ]);
    expect(state).toEqual(initialTopLoadingBarState);
  });

  it("appears at 200 ms and fills across the 5 s duration", () => {
    const shown = run([
      { type: "start", now: 1000 },
      { type: "tick", now: 1200 },
    ]);
    expect(topLoadingBarView(shown)).toEqual({ visible: true, progress: 0, failed: false });
    const half = run([{ type: "tick", now: 1200 + 2500 }], shown);
    expect(topLoadingBarView(half).progress).toBe(50);
  });

  it("counts the duration from when the bar appeared, even if the first tick is late", () => {
    const state = run([
      { type: "start", now: 0 },
      { type: "tick", now: 1200 },
    ]);
    expect(topLoadingBarView(state).progress).toBe(20);
  });

  it("waits short of full while loading outlasts the duration", () => {
    const state = run([
      { type: "start", now: 0 },
      { type: "tick", now: 200 },
      { type: "tick", now: 60_000 },
    ]);
    expect(topLoadingBarView(state).progress).toBe(MAX_RUNNING_PROGRESS);
  });

  it("shows full when loading ends, then hides after 500 ms", () => {
    const running = run([
      { type: "start", now: 0 },
      { type: "tick", now: 1000 },
    ]);
    const done = run(
      [
        { type: "finish", now: 1500 },
        { type: "tick", now: 1999 },
      ],
      running,
    );
    expect(topLoadingBarView(done)).toEqual({ visible: true, progress: 100, failed: false });
    expect(run([{ type: "tick", now: 2000 }], done)).toEqual(initialTopLoadingBarState);
  });

  it("marks a failed load", () => {
    const state = run([
      { type: "start", now: 0 },
      { type: "tick", now: 300 },
      { type: "fail", now: 400 },
    ]);
    expect(topLoadingBarView(state).failed).toBe(true);
  });

  it("restarts at once when loading starts again while the bar fades", () => {
    const fading = run([
      { type: "start", now: 0 },
      { type: "tick", now: 300 },
      { type: "finish", now: 400 },
    ]);
    const again = run([{ type: "start", now: 500 }], fading);
    expect(topLoadingBarView(again)).toEqual({ visible: true, progress: 0, failed: false });
  });

  it("ignores a second start and a finish with nothing running", () => {
    const waiting = run([{ type: "start", now: 0 }]);
    expect(run([{ type: "start", now: 100 }], waiting)).toBe(waiting);
    expect(run([{ type: "finish", now: 100 }])).toEqual(initialTopLoadingBarState);
  });

  it("accepts other timings", () => {
    const timing = { throttle: 0, duration: 1000, hide: 0 };
    let state = topLoadingBarReducer(initialTopLoadingBarState, { type: "start", now: 0 }, timing);
    state = topLoadingBarReducer(state, { type: "tick", now: 500 }, timing);
    expect(topLoadingBarView(state).progress).toBe(50);
  });
});
