import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initialNotificationsState, type NotificationsAction, notificationsReducer } from "../state/notifications";
import { createEffectRunner, type EffectTargets } from "./effectRunner";

function targets<A>(dispatch: (action: A) => void): EffectTargets<A> {
  return { dispatch, call: vi.fn(), navigate: vi.fn(), reload: vi.fn(), toast: vi.fn() };
}

describe("the effect runner", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("marks the notification tab viewed exactly one second after the menu opens with unread items (spec §9)", () => {
    let state = notificationsReducer(initialNotificationsState(), {
      type: "loaded",
      notifications: [{ id: 1, is_read: false, message: "m", date: "2025-01-01T00:00:00Z", category: "apply" }],
    });
    const runner = createEffectRunner<NotificationsAction>();
    const dispatched: NotificationsAction[] = [];
    const to = targets<NotificationsAction>((action) => {
      dispatched.push(action);
      state = notificationsReducer(state, action);
    });
    state = notificationsReducer(state, { type: "opened" });
    runner.run(state.effects, to);
    expect(to.call).toHaveBeenCalledWith("markAllRead", undefined);
    vi.advanceTimersByTime(999);
    expect(dispatched).toEqual([]);
    expect(state.byCategory.apply[0]?.is_read).toBe(false);
    vi.advanceTimersByTime(1);
    expect(dispatched).toEqual([{ type: "categoryViewed", category: "apply" }]);
    expect(state.byCategory.apply[0]?.is_read).toBe(true);
  });

  it("replaces a pending timer scheduled again under the same key, and cancel drops it", () => {
    const runner = createEffectRunner<string>();
    const dispatch = vi.fn();
    const to = targets(dispatch);
    runner.run([{ type: "schedule", key: "k", delayMs: 100, action: "first" }], to);
    runner.run([{ type: "schedule", key: "k", delayMs: 100, action: "second" }], to);
    vi.advanceTimersByTime(100);
    expect(dispatch.mock.calls).toEqual([["second"]]);
    runner.run([{ type: "schedule", key: "k", delayMs: 100, action: "third" }], to);
    runner.run([{ type: "cancel", key: "k" }], to);
    vi.advanceTimersByTime(500);
    expect(dispatch).toHaveBeenCalledTimes(1);
  });

  it("fires nothing after dispose (the widget unmounted)", () => {
    const runner = createEffectRunner<string>();
    const dispatch = vi.fn();
    runner.run([{ type: "schedule", key: "a", delayMs: 10, action: "late" }], targets(dispatch));
    runner.dispose();
    vi.advanceTimersByTime(100);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it("hands navigation, reloads, toasts and calls to the widget's targets", () => {
    const runner = createEffectRunner<string>();
    const to = targets<string>(vi.fn());
    const message = { id: "x.y", "pt-BR": "Oi", en: "Hi" };
    runner.run(
      [
        { type: "navigate", to: "/a", newTab: true },
        { type: "reload" },
        { type: "toast", tone: "error", message },
        { type: "call", handler: "search", payload: 1 },
      ],
      to,
    );
    expect(to.navigate).toHaveBeenCalledWith("/a", true);
    expect(to.reload).toHaveBeenCalledOnce();
    expect(to.toast).toHaveBeenCalledWith({ type: "toast", tone: "error", message });
    expect(to.call).toHaveBeenCalledWith("search", 1);
  });
});
