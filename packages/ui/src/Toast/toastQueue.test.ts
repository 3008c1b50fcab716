import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastQueue, showToast, TOAST_MIN_TIMEOUT, toastTimeout } from "./toastQueue";

describe("toastTimeout", () => {
  it("gives 5 s by default and 8 s to errors", () => {
    expect(toastTimeout()).toBe(5000);
    expect(toastTimeout("success")).toBe(5000);
    expect(toastTimeout("danger")).toBe(8000);
  });

  it("never auto-dismisses faster than 5 s", () => {
    expect(toastTimeout("info", 1000)).toBe(TOAST_MIN_TIMEOUT);
  });

  it("keeps longer timeouts (the spec's 60 000 ms toast) and null as persistent", () => {
    expect(toastTimeout("info", 60_000)).toBe(60_000);
    expect(toastTimeout("danger", null)).toBeUndefined();
  });
});

describe("showToast", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("queues a toast with the resolved timeout; the rendered toast's timer closes it and calls onClose", () => {
    const queue = createToastQueue();
    const onClose = vi.fn();
    showToast(queue, { title: "Salvo", tone: "success" }, { onClose });
    const [toast] = queue.visibleToasts;
    expect(toast?.timeout).toBe(5000);
    // react-aria starts the timer when the toast is rendered in a region; do what the region does.
    toast?.timer?.reset(toast.timeout ?? 0);
    vi.advanceTimersByTime(4999);
    expect(queue.visibleToasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.visibleToasts).toHaveLength(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps a persistent toast until it is closed by key", () => {
    const queue = createToastQueue();
    const key = showToast(queue, { title: "Falhou", tone: "danger" }, { timeout: null });
    vi.advanceTimersByTime(60_000);
    expect(queue.visibleToasts).toHaveLength(1);
    queue.close(key);
    expect(queue.visibleToasts).toHaveLength(0);
  });

  it("shows at most three at once, newest first, and the next one when one closes", () => {
    const queue = createToastQueue();
    const keys = ["1", "2", "3", "4"].map((title) => showToast(queue, { title }, { timeout: null }));
    expect(queue.visibleToasts.map((t) => t.content.title)).toEqual(["4", "3", "2"]);
    queue.close(keys[3] as string);
    expect(queue.visibleToasts.map((t) => t.content.title)).toEqual(["3", "2", "1"]);
  });
});
