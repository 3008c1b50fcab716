/**
 * What the progress dialog (spec §4) makes of the background work of a list: an export followed on
 * RecruiterDownloadChannel, a bulk delete on ProgressChannel. Pure, so the translation is tested on its own.
 */
import type { DownloadMessage, ProgressMessage, ProgressTaskConfig } from "@seleta/domain";

export const DOWNLOAD_CHANNEL = "RecruiterDownloadChannel";
export const PROGRESS_CHANNEL = "ProgressChannel";

const DOWNLOAD_PREFIX = "download-";

/** The dialog's task for an export: its request id carries the download id. */
export function downloadTask(downloadId: number, readyMessage: string): ProgressTaskConfig {
  return { channel: DOWNLOAD_CHANNEL, requestId: `${DOWNLOAD_PREFIX}${downloadId}`, customMessage: readyMessage };
}

/** The download a task follows, or null for any other task. */
export function downloadIdOf(task: ProgressTaskConfig): number | null {
  if (task.channel !== DOWNLOAD_CHANNEL || !task.requestId.startsWith(DOWNLOAD_PREFIX)) return null;
  const id = Number(task.requestId.slice(DOWNLOAD_PREFIX.length));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A download channel message as the dialog reads it (spec §4 download states): 'ping' is nothing; 'error' ends at
 * 100 % with the server's message; 'completed' ends at 100 % with the file's link; anything else moves the bar.
 */
export function downloadProgress(message: Omit<DownloadMessage, "id">): ProgressMessage | null {
  if (message.type === "ping" || message.status === "ping") return null;
  if (message.status === "error") return { percent: 100, error: message.message || true, message: message.message };
  if (message.status === "completed") return { percent: 100, file: message.file ?? null };
  // The bar reaches 100 only with the file: a 100 % 'processing' is still writing it.
  return { percent: Math.min(99, Math.max(0, message.progress ?? 0)) };
}

/** A bulk task's request id: new for every task (the server refuses a used one). */
export function bulkRequestId(entity: string, random: string): string {
  return `bulk-delete-${entity}-${random}`.replace(/[^\w.:-]/g, "-").slice(0, 100);
}
