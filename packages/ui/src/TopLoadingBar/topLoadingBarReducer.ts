import { TIMING } from "@seleta/brand-themes";

/**
 * The page-level loading bar of spec §4/§9: it appears only if loading lasts longer than the throttle (200 ms, so
 * fast navigations never flash), fills across the duration (5 s), and once loading ends shows full for the hide
 * delay (500 ms) before it goes. Pure: time arrives in the actions, so every rule is testable without timers.
 */
export type TopLoadingBarTiming = { throttle: number; duration: number; hide: number };

export const DEFAULT_TOP_LOADING_BAR_TIMING: TopLoadingBarTiming = {
  throttle: TIMING.progressThrottle,
  duration: TIMING.progressDuration,
  hide: TIMING.progressHide,
};

/** Where a still-running bar waits: never full, because full means "done". */
export const MAX_RUNNING_PROGRESS = 95;

export type TopLoadingBarState =
  | { phase: "idle" }
  | { phase: "waiting"; since: number }
  | { phase: "running"; since: number; progress: number }
  | { phase: "finishing"; since: number; progress: 100; failed: boolean };

export type TopLoadingBarAction =
  | { type: "start"; now: number }
  | { type: "finish"; now: number }
  | { type: "fail"; now: number }
  | { type: "tick"; now: number };

export const initialTopLoadingBarState: TopLoadingBarState = { phase: "idle" };

function runningProgress(elapsed: number, duration: number): number {
  return Math.min(MAX_RUNNING_PROGRESS, Math.max(0, (elapsed / duration) * 100));
}

export function topLoadingBarReducer(
  state: TopLoadingBarState,
  action: TopLoadingBarAction,
  timing: TopLoadingBarTiming = DEFAULT_TOP_LOADING_BAR_TIMING,
): TopLoadingBarState {
  switch (action.type) {
    case "start":
      if (state.phase === "idle") return { phase: "waiting", since: action.now };
      // Loading again while the finished bar fades: start over without waiting for the throttle, it is on screen.
      if (state.phase === "finishing") return { phase: "running", since: action.now, progress: 0 };
      return state;
    case "finish":
    case "fail":
      // Done within the throttle: the bar never appeared and never will.
      if (state.phase === "waiting") return initialTopLoadingBarState;
      if (state.phase === "running")
        return { phase: "finishing", since: action.now, progress: 100, failed: action.type === "fail" };
      return state;
    case "tick": {
      if (state.phase === "waiting") {
        const shownAt = state.since + timing.throttle;
        if (action.now < shownAt) return state;
        return { phase: "running", since: shownAt, progress: runningProgress(action.now - shownAt, timing.duration) };
      }
      if (state.phase === "running") {
        const progress = runningProgress(action.now - state.since, timing.duration);
        return progress === state.progress ? state : { ...state, progress };
      }
      if (state.phase === "finishing" && action.now - state.since >= timing.hide) return initialTopLoadingBarState;
      return state;
    }
  }
}

/** Whether anything is on screen, and how full. */
export function topLoadingBarView(state: TopLoadingBarState): { visible: boolean; progress: number; failed: boolean } {
  switch (state.phase) {
    case "idle":
    case "waiting":
      return { visible: false, progress: 0, failed: false };
    case "running":
      return { visible: true, progress: state.progress, failed: false };
    case "finishing":
      return { visible: true, progress: 100, failed: state.failed };
  }
}
