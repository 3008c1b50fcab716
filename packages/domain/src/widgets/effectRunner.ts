import type { Effect, Effects } from "../state/effects";

export type ToastEffect = Extract<Effect<unknown>, { type: "toast" }>;

/** Where a reducer's effects go: its own dispatch for timers, the widget's callbacks for the rest. */
export type EffectTargets<A> = {
  readonly dispatch: (action: A) => void;
  readonly call: (handler: string, payload: unknown) => void;
  readonly navigate: (to: string, newTab: boolean) => void;
  readonly reload: () => void;
  readonly toast: (effect: ToastEffect) => void;
};

export type EffectRunner<A> = {
  run: (effects: Effects<A>, targets: EffectTargets<A>) => void;
  /** Drops every pending timer (the widget unmounted). */
  dispose: () => void;
};

/**
 * Runs the effects reducers describe (state/effects.ts). Timers are keyed: scheduling a key again replaces its
 * pending timer, and `cancel` drops it, so a countdown or a viewed-mark never fires twice or after a close.
 * Plain TypeScript (no React) so the timing rules have unit tests with fake timers.
 */
export function createEffectRunner<A>(): EffectRunner<A> {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const clear = (key: string) => {
    const pending = timers.get(key);
    if (pending !== undefined) clearTimeout(pending);
    timers.delete(key);
  };
  return {
    run(effects, targets) {
      for (const effect of effects) {
        switch (effect.type) {
          case "schedule":
            clear(effect.key);
            timers.set(
              effect.key,
              setTimeout(() => {
                timers.delete(effect.key);
                targets.dispatch(effect.action);
              }, effect.delayMs),
            );
            break;
          case "cancel":
            clear(effect.key);
            break;
          case "navigate":
            targets.navigate(effect.to, effect.newTab ?? false);
            break;
          case "reload":
            targets.reload();
            break;
          case "toast":
            targets.toast(effect);
            break;
          case "call":
            targets.call(effect.handler, effect.payload);
            break;
        }
      }
    },
    dispose() {
      for (const key of [...timers.keys()]) clear(key);
    },
  };
}
