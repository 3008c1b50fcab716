import { useEffect, useReducer } from "react";
import {
  DEFAULT_TOP_LOADING_BAR_TIMING,
  initialTopLoadingBarState,
  type TopLoadingBarAction,
  type TopLoadingBarState,
  type TopLoadingBarTiming,
  topLoadingBarReducer,
} from "./topLoadingBarReducer";

/** How often the bar advances: smooth enough with the width transition, cheap enough to ignore. */
const TICK_MS = 100;

/**
 * The reducer around the app's loading flag (React Router's `navigation.state !== "idle"`). The clock is read
 * here, at the edge, and handed to the reducer as data.
 */
export function useTopLoadingBar(
  isLoading: boolean,
  isFailed = false,
  timing: TopLoadingBarTiming = DEFAULT_TOP_LOADING_BAR_TIMING,
): TopLoadingBarState {
  const [state, dispatch] = useReducer(
    (current: TopLoadingBarState, action: TopLoadingBarAction) => topLoadingBarReducer(current, action, timing),
    initialTopLoadingBarState,
  );

  useEffect(() => {
    const now = performance.now();
    if (isLoading) dispatch({ type: "start", now });
    else dispatch({ type: isFailed ? "fail" : "finish", now });
  }, [isLoading, isFailed]);

  const active = state.phase !== "idle";
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => dispatch({ type: "tick", now: performance.now() }), TICK_MS);
    return () => clearInterval(id);
  }, [active]);

  return state;
}
