import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False on the server and while the page hydrates, true once scripts run it: what the server drew stays as it was
 * until hydration ends, then a form may put its richer controls in place (a document's control before scripts).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
