import type { FilterPresetName } from "../rules/bulkActions";
import { type Effects, NO_EFFECTS } from "./effects";
import { bulkCollection, type ListState, listSearch, selectedCount } from "./listState";

/** Spec §7: a message on the downloads channel; `type: "ping"` is the socket's keep-alive. */
export type DownloadMessage = {
  readonly type?: string;
  readonly id: number;
  readonly status?: string;
  readonly progress?: number;
  readonly file?: string | null;
  readonly message?: string | null;
};

export type Download = {
  readonly id: number;
  readonly entity: string;
  readonly progress: number;
  readonly status: string;
  readonly open: boolean;
  readonly file: string | null;
};

export type DownloadsState = {
  readonly downloads: readonly Download[];
  readonly connected: boolean;
  readonly effects: Effects<DownloadsAction>;
};

export type DownloadsAction =
  | { readonly type: "requested"; readonly id: number; readonly entity: string }
  | { readonly type: "messageReceived"; readonly message: DownloadMessage }
  | { readonly type: "closed"; readonly id: number }
  | { readonly type: "socketOpened" }
  | { readonly type: "socketClosed" }
  | { readonly type: "reconnectDue" };

/** Spec §9: the socket reconnects one second after it closes. */
export const SOCKET_RECONNECT_MS = 1000;

export const initialDownloadsState: DownloadsState = { downloads: [], connected: false, effects: NO_EFFECTS };

function update(state: DownloadsState, id: number, change: (download: Download) => Download): DownloadsState {
  return { ...state, downloads: state.downloads.map((d) => (d.id === id ? change(d) : d)), effects: NO_EFFECTS };
}

/** Spec §4, downloads and bulk jobs: progress over a live socket. */
export function downloadsReducer(state: DownloadsState, action: DownloadsAction): DownloadsState {
  const quiet = { ...state, effects: NO_EFFECTS };
  switch (action.type) {
    case "requested":
      return {
        ...quiet,
        downloads: [
          ...state.downloads.filter((d) => d.id !== action.id),
          { id: action.id, entity: action.entity, progress: 0, status: "requested", open: true, file: null },
        ],
      };
    case "messageReceived": {
      const { message } = action;
      if (message.type === "ping") return quiet;
      if (!state.downloads.some((d) => d.id === message.id)) return quiet;
      const status = message.status ?? "progress";
      // 'error': 100, closed, error handler; 'completed': 100, closed; anything else moves the bar.
      if (status === "error") {
        return {
          ...update(state, message.id, (d) => ({ ...d, status, progress: 100, open: false })),
          effects: [
            { type: "call", handler: "onError", payload: { id: message.id, message: message.message ?? null } },
          ],
        };
      }
      if (status === "completed") {
        return update(state, message.id, (d) => ({
          ...d,
          status,
          progress: 100,
          open: false,
          file: message.file ?? d.file,
        }));
      }
      return update(state, message.id, (d) => ({
        ...d,
        status,
        progress: Math.min(100, Math.max(0, message.progress ?? d.progress)),
      }));
    }
    case "closed":
      return update(state, action.id, (d) => ({ ...d, open: false }));
    case "socketOpened":
      return { ...quiet, connected: true };
    case "socketClosed":
      return {
        ...quiet,
        connected: false,
        effects: [
          {
            type: "schedule",
            key: "downloads.reconnect",
            delayMs: SOCKET_RECONNECT_MS,
            action: { type: "reconnectDue" },
          },
        ],
      };
    case "reconnectDue":
      return state.connected ? quiet : { ...quiet, effects: [{ type: "call", handler: "connect" }] };
  }
}

export type FileType = "csv" | "xlsx";

/** Spec §3 recruiter_download, built from the list the user is looking at. */
export type RecruiterDownloadRequest = {
  readonly entity: string;
  readonly requested: string;
  readonly total_record: number;
  readonly progress: number;
  readonly search: string;
  readonly extra_params: string;
  readonly file_type: FileType;
  readonly collections: readonly { reference_type: string; reference_id: number }[];
  readonly select_all_params?: unknown;
};

export function recruiterDownloadRequest(
  list: ListState,
  referenceType: string,
  fileType: FileType,
  requested = "default",
): RecruiterDownloadRequest {
  const { where, order, filter } = listSearch(list);
  const selection = bulkCollection(list, referenceType);
  const extra: { where: unknown; order: unknown; filter: readonly FilterPresetName[] } = { where, order, filter };
  return {
    entity: list.name,
    requested,
    // Spec §3: total_record is taken from the number of items.
    total_record: list.selection.mode === "some" && list.selection.ids.length === 0 ? list.total : selectedCount(list),
    progress: 0,
    search: list.terms.search,
    extra_params: JSON.stringify(extra),
    file_type: fileType,
    collections: selection.collections ?? [],
    ...(selection.select_all_params ? { select_all_params: selection.select_all_params } : {}),
  };
}
