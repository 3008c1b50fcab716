import { createDataExport, type DataExport, getDataExport } from "@seleta/api-client";
import type { ProgressTaskConfig } from "@seleta/domain";
import type { ProgressDialogProps } from "@seleta/domain/widgets";
import { showToast } from "@seleta/ui";
import { useCallback, useState } from "react";
import { downloadIdOf, downloadProgress, downloadTask } from "../../../entities/downloadTask";
import { useHttp, useToasts } from "../../../services/ServicesProvider";

/** How often the dialog asks how far the export came. */
export const EXPORT_POLL_MS = 1000;

/** An export's answer as the download channel would have said it. */
export function exportProgress(exported: DataExport) {
  return downloadProgress({
    status: exported.status,
    progress: exported.progress,
    file: exported.file,
    message: exported.error_message,
  });
}

/**
 * The progress dialog of a candidate's data export: the recruiter export's dialog and task, followed by asking
 * `GET /candidates/data_exports/{id}` every second (the live socket is the recruiters'; a candidate has one export
 * to follow, now and then). Spread `dialog` into `<ProgressDialog>`.
 */
export function useDataExportProgress(readyMessage: string) {
  const http = useHttp();
  const toasts = useToasts();
  const [task, setTask] = useState<ProgressTaskConfig | null>(null);

  const start = useCallback(async () => {
    const exported = await createDataExport(http);
    setTask(downloadTask(exported.id, readyMessage));
  }, [http, readyMessage]);

  const subscribe: ProgressDialogProps["subscribe"] = useCallback(
    (config, handlers) => {
      const id = downloadIdOf(config);
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const poll = async () => {
        if (id === null) return handlers.onError();
        try {
          const exported = await getDataExport(http, id);
          if (stopped) return;
          const progress = exportProgress(exported);
          if (progress) handlers.onMessage(progress);
          if (exported.status === "processing") timer = setTimeout(() => void poll(), EXPORT_POLL_MS);
        } catch {
          if (!stopped) handlers.onError();
        }
      };
      void poll();
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
    [http],
  );

  const dialog: ProgressDialogProps = {
    task,
    subscribe,
    onClose: () => setTask(null),
    onToast: (toast) => showToast(toasts, toast),
  };
  return { start, dialog };
}
