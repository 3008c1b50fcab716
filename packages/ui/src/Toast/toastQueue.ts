import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";

export const TOAST_TONES = ["neutral", "success", "info", "warning", "danger"] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export type ToastContent = { title: string; description?: string; tone?: ToastTone };

export type ToastQueueOf = ToastQueue<ToastContent>;

/** Long enough to read a sentence; also WCAG 2.2.1's floor for content that disappears by itself. */
export const TOAST_MIN_TIMEOUT = 5000;
/** Errors stay longer: the user has to read what went wrong before it goes. */
export const TOAST_DANGER_TIMEOUT = 8000;

/**
 * How long a toast stays, in ms, or `undefined` for one the user must close. Auto-dismiss never goes below
 * 5 s; `timeout: null` makes it persistent; a longer wish (the spec's personal-e-mail toast: 60 000 ms) is kept.
 * The region pauses every timer while hovered or focused (react-aria), so this is reading time, not wall time.
 */
export function toastTimeout(tone: ToastTone = "neutral", timeout?: number | null): number | undefined {
  if (timeout === null) return undefined;
  const wanted = timeout ?? (tone === "danger" ? TOAST_DANGER_TIMEOUT : TOAST_MIN_TIMEOUT);
  return Math.max(wanted, TOAST_MIN_TIMEOUT);
}

/** At most this many at once; the rest wait their turn instead of covering the page. */
export const TOAST_MAX_VISIBLE = 3;

/** One queue per app (or per story): the region renders it, anything with a reference can add to it. */
export function createToastQueue(maxVisibleToasts = TOAST_MAX_VISIBLE): ToastQueueOf {
  return new ToastQueue<ToastContent>({ maxVisibleToasts });
}

export type ShowToastOptions = { timeout?: number | null; onClose?: () => void };

/** Adds a toast with the timeout rules above; returns its key for `queue.close(key)`. */
export function showToast(queue: ToastQueueOf, content: ToastContent, options: ShowToastOptions = {}): string {
  return queue.add(content, { timeout: toastTimeout(content.tone, options.timeout), onClose: options.onClose });
}
