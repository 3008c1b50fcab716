import type { ToastContent } from "@seleta/ui";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { Effect, Effects } from "../state/effects";
import { createEffectRunner, type ToastEffect } from "./effectRunner";
import { formatDomainMessage } from "./useMessage";

/** What a widget's container may plug in; anything left out falls back to the browser. */
export type WidgetEffectHandlers = {
  /** The reducer's named calls (`markAllRead`, `search`…) with their payload. */
  readonly calls?: Readonly<Record<string, ((payload: unknown) => void) | undefined>>;
  /** Default: a new tab with `noopener`, or the same tab through `location.assign` (an app passes its router). */
  readonly onNavigate?: (to: string, options: { newTab: boolean }) => void;
  readonly onReload?: () => void;
  /** The toast, already in the user's language (`showToast(queue, toast)` in the app). */
  readonly onToast?: (toast: ToastContent) => void;
};

const TOAST_TONE = { success: "success", error: "danger", warning: "warning", info: "info" } as const;

type Queued<A> = { readonly seq: number; readonly effect: Effect<A> };
type Outer<S, A> = { readonly inner: S; readonly queue: readonly Queued<A>[]; readonly seq: number };
type OuterAction<A> = { readonly kind: "inner"; readonly action: A } | { readonly kind: "ran"; readonly upTo: number };

/**
 * `useReducer` for the domain's reducers, plus their effects run once each. Effects are queued as they are
 * produced rather than read from the latest state, so two actions dispatched in one event lose none.
 */
export function useWidgetReducer<S extends { readonly effects: Effects<A> }, A>(
  reducer: (state: S, action: A) => S,
  initial: S | (() => S),
  handlers: WidgetEffectHandlers = {},
): [S, (action: A) => void] {
  const intl = useIntl();
  const [outer, dispatchOuter] = useReducer(
    (state: Outer<S, A>, action: OuterAction<A>): Outer<S, A> => {
      if (action.kind === "ran") return { ...state, queue: state.queue.filter((q) => q.seq > action.upTo) };
      const inner = reducer(state.inner, action.action);
      if (inner.effects.length === 0) return { ...state, inner };
      let seq = state.seq;
      const added = inner.effects.map((effect) => ({ seq: ++seq, effect }));
      return { inner, queue: [...state.queue, ...added], seq };
    },
    undefined,
    () => ({ inner: typeof initial === "function" ? (initial as () => S)() : initial, queue: [], seq: 0 }),
  );
  const dispatch = useCallback((action: A) => dispatchOuter({ kind: "inner", action }), []);
  const [runner] = useState(() => createEffectRunner<A>());
  const latest = useRef({ handlers, intl });
  latest.current = { handlers, intl };
  const ranUpTo = useRef(0);

  useEffect(() => () => runner.dispose(), [runner]);

  useEffect(() => {
    const pending = outer.queue.filter((q) => q.seq > ranUpTo.current);
    if (pending.length === 0) return;
    ranUpTo.current = pending[pending.length - 1]?.seq ?? ranUpTo.current;
    const { handlers: h, intl: i } = latest.current;
    runner.run(
      pending.map((q) => q.effect),
      {
        dispatch,
        call: (handler, payload) => h.calls?.[handler]?.(payload),
        navigate: (to, newTab) => {
          if (h.onNavigate) h.onNavigate(to, { newTab });
          else if (newTab) window.open(to, "_blank", "noopener");
          else window.location.assign(to);
        },
        reload: () => (h.onReload ? h.onReload() : window.location.reload()),
        toast: (effect: ToastEffect) =>
          h.onToast?.({
            tone: TOAST_TONE[effect.tone],
            title: formatDomainMessage(i, effect.message, effect.values),
          }),
      },
    );
    dispatchOuter({ kind: "ran", upTo: ranUpTo.current });
  }, [outer.queue, runner, dispatch]);

  return [outer.inner, dispatch];
}
