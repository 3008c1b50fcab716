/**
 * Progress of a job as the live channels carry it (spec §4, §7):
 *   RecruiterDownloadChannel  {status: 'processing'|'completed'|'error', progress, file?, message?}  (error → 100)
 *   ProgressChannel           {message, percent, file?, error?}
 * Reports are throttled: a dialog needs a few updates a second, not one per row.
 */
import { type LiveBus, streams } from "../live/bus";

export type DownloadMessage = {
  status: "processing" | "completed" | "error";
  progress: number;
  file?: string;
  message?: string;
};

export type TaskMessage = { message: string; percent: number; file?: string; error?: boolean };

export const PROGRESS_INTERVAL_MS = 250;

export function downloadChannel(live: LiveBus, downloadId: number) {
  return { publish: (message: DownloadMessage) => live.publish(streams.download(downloadId), message) };
}

export function taskChannel(live: LiveBus, recruiterId: number, requestId: string) {
  return { publish: (message: TaskMessage) => live.publish(streams.progress(recruiterId, requestId), message) };
}

/** 0–99 while working (100 is the final message's), from what is done of a total. */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((done / total) * 100));
}

/**
 * Whether a progress report goes out: only when the percentage moved, and not within `intervalMs` of the last one.
 * Pure, time comes in.
 */
export function progressGate(intervalMs = PROGRESS_INTERVAL_MS) {
  let lastPercent = -1;
  let lastAt = Number.NEGATIVE_INFINITY;
  return (percent: number, now: number): boolean => {
    if (percent <= lastPercent || now - lastAt < intervalMs) return false;
    lastPercent = percent;
    lastAt = now;
    return true;
  };
}
