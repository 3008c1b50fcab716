import type { Message, MessageValues } from "../i18n/messageSet";

/**
 * What a reducer asks its widget to do, as data: reducers stay pure (no timers, no clock, no I/O) and tests read
 * the effects. Each transition sets `effects` to what it produced (or `NO_EFFECTS`), so a widget runs them when
 * the array changes identity, once.
 */
export type Effect<A> =
  /** Dispatch `action` after `delayMs` (spec §9 timings); `key` lets a later effect replace a pending timer. */
  | { readonly type: "schedule"; readonly key: string; readonly delayMs: number; readonly action: A }
  /** Drop a pending timer, e.g. the countdown of a dialog closed by hand. */
  | { readonly type: "cancel"; readonly key: string }
  | { readonly type: "navigate"; readonly to: string; readonly newTab?: boolean }
  | { readonly type: "reload" }
  | {
      readonly type: "toast";
      readonly tone: "success" | "error" | "warning" | "info";
      readonly message: Message;
      readonly values?: MessageValues;
    }
  /** Call one of the widget's callbacks (`onSave`, `onError`…) or a request its container makes. */
  | { readonly type: "call"; readonly handler: string; readonly payload?: unknown };

export type Effects<A> = readonly Effect<A>[];

export const NO_EFFECTS: Effects<never> = Object.freeze([]);
