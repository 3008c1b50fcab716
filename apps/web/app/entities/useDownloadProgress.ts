import {
  bulkDelete,
  bulkUpdate,
  createRecruiterDownload,
  createShortlistDashboardDownload,
  type EntityName,
  type EntitySelection,
  getRecruiterDownload,
  type RecruiterDownloadInput,
  type ShortlistDashboardInput,
} from "@seleta/api-client";
import type { ProgressTaskConfig } from "@seleta/domain";
import type { ProgressDialogProps } from "@seleta/domain/widgets";
import { showToast } from "@seleta/ui";
import { useCallback, useRef, useState } from "react";
import { useHttp, useToasts } from "../services/ServicesProvider";
import { bulkRequestId, downloadIdOf, downloadProgress, downloadTask, PROGRESS_CHANNEL } from "./downloadTask";
import { liveConsumer } from "./liveConsumer";

type Options = {
  /** The dialog's text once the file is ready (above its download link). */
  readonly readyMessage: string;
  /** The dialog closed: a finished bulk task changed the rows, the list reloads. */
  readonly onFinished?: () => void;
  /** A bulk update done: a success toast says what the task's last message says (how many records it changed). */
  readonly onUpdated?: (message: string) => void;
};

/**
 * The progress dialog of background work (spec §4): an export (`createRecruiterDownload`, then its
 * RecruiterDownloadChannel until the file's link), a shortlist's dashboard (the same, `createShortlistDashboardDownload`)
 * and a bulk delete or update (`bulkDelete`, `bulkUpdate` on ProgressChannel). Spread `dialog` into `<ProgressDialog>`.
 */
export function useDownloadProgress({ readyMessage, onFinished, onUpdated }: Options) {
  const http = useHttp();
  const toasts = useToasts();
  const [task, setTask] = useState<ProgressTaskConfig | null>(null);
  // Bulk deletes start once their channel listens (a fast task must not finish unheard).
  const pending = useRef(new Map<string, { start: () => Promise<unknown>; fail: () => void }>());
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const updated = useRef(onUpdated);
  updated.current = onUpdated;
  // The request ids of bulk updates: their last message, when it is no error, is also a toast.
  const updates = useRef(new Set<string>());

  const startDownload = useCallback(
    async (input: RecruiterDownloadInput) => {
      const download = await createRecruiterDownload(http, input);
      setTask(downloadTask(download.id, readyMessage));
    },
    [http, readyMessage],
  );

  const startShortlistDashboard = useCallback(
    async (input: ShortlistDashboardInput) => {
      const download = await createShortlistDashboardDownload(http, input);
      setTask(downloadTask(download.id, readyMessage));
    },
    [http, readyMessage],
  );

  const startBulkDelete = useCallback(
    (entity: EntityName, selection: EntitySelection) =>
      new Promise<void>((resolve, reject) => {
        const requestId = bulkRequestId(entity, crypto.randomUUID());
        pending.current.set(requestId, {
          start: () => bulkDelete(http, entity, selection, requestId).then(() => resolve(), reject),
          fail: () => reject(new Error("The task's channel refused the subscription")),
        });
        setTask({ channel: PROGRESS_CHANNEL, requestId });
      }),
    [http],
  );

  /**
   * Starts a bulk update once its channel listens; a refused start (the API's 4xx: a field many records may not
   * share, a select-all without a filter) closes the progress dialog and rejects, for the update's dialog to say it.
   */
  const startBulkUpdate = useCallback(
    (entity: EntityName, selection: EntitySelection, attributes: Record<string, unknown>) =>
      new Promise<void>((resolve, reject) => {
        const requestId = bulkRequestId(entity, crypto.randomUUID());
        const refused = (error: unknown) => {
          updates.current.delete(requestId);
          setTask(null);
          reject(error);
        };
        updates.current.add(requestId);
        pending.current.set(requestId, {
          start: () => bulkUpdate(http, entity, selection, attributes, requestId).then(() => resolve(), refused),
          fail: () => refused(new Error("The task's channel refused the subscription")),
        });
        setTask({ channel: PROGRESS_CHANNEL, requestId });
      }),
    [http],
  );

  const subscribe: ProgressDialogProps["subscribe"] = useCallback(
    (config, handlers) => {
      const downloadId = downloadIdOf(config);
      if (downloadId !== null) {
        const forward = (message: Parameters<typeof downloadProgress>[0]) => {
          const progress = downloadProgress(message);
          if (progress) handlers.onMessage(progress);
        };
        const subscription = liveConsumer().subscribeDownload(downloadId, forward, {
          // What happened before the channel listened (a small export can be done by then).
          onConnected: () =>
            void getRecruiterDownload(http, downloadId).then(
              (download) =>
                forward({ status: download.status, progress: download.progress, file: download.file ?? null }),
              () => undefined,
            ),
          onRejected: () => handlers.onError(),
        });
        return () => subscription.unsubscribe();
      }
      // A finished bulk task changed the rows: the list reloads at once, not when the dialog is closed.
      const onMessage = (message: Parameters<typeof handlers.onMessage>[0]) => {
        handlers.onMessage(message);
        if ((message.percent ?? 0) < 100) return;
        finished.current?.();
        const text = typeof message.message === "string" ? message.message : message.message?.message;
        if (updates.current.delete(config.requestId) && !message.error && text) updated.current?.(text);
      };
      const subscription = liveConsumer().subscribeProgress(config.requestId, onMessage, {
        onConnected: () => {
          const waiting = pending.current.get(config.requestId);
          pending.current.delete(config.requestId);
          waiting?.start().catch(() => handlers.onError());
        },
        onRejected: () => {
          pending.current.get(config.requestId)?.fail();
          pending.current.delete(config.requestId);
          handlers.onError();
        },
      });
      return () => subscription.unsubscribe();
    },
    [http],
  );

  const dialog: ProgressDialogProps = {
    task,
    subscribe,
    onClose: () => {
      const wasBulk = task !== null && downloadIdOf(task) === null;
      setTask(null);
      if (wasBulk) finished.current?.();
    },
    onToast: (toast) => showToast(toasts, toast),
  };
  return { startDownload, startShortlistDashboard, startBulkDelete, startBulkUpdate, dialog };
}
