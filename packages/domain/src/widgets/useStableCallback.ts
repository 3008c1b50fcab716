import { useCallback, useRef } from "react";

/**
 * A function whose identity never changes and which always calls the latest `callback`: a memoised child given it
 * does not render again because its parent did. Call it from events and effects, not during render.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  latest.current = callback;
  return useCallback((...args: A) => latest.current(...args), []);
}
