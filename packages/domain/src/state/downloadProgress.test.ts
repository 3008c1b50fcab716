import { describe, expect, it } from "vitest";
import {
  type DownloadsAction,
  type DownloadsState,
  downloadsReducer,
  initialDownloadsState,
  recruiterDownloadRequest,
} from "./downloadProgress";
import { initialListState, listStateReducer } from "./listState";

const run = (actions: DownloadsAction[], state: DownloadsState = initialDownloadsState) =>
  actions.reduce(downloadsReducer, state);
const requested = run([{ type: "requested", id: 7, entity: "candidates" }]);

describe("download progress (spec §4)", () => {
  it("moves the bar with progress messages", () => {
    const state = run([{ type: "messageReceived", message: { id: 7, status: "processing", progress: 35 } }], requested);
    expect(state.downloads[0]).toMatchObject({ progress: 35, open: true });
  });

  it("'error' sets progress to 100, closes and calls the error handler", () => {
    const state = run([{ type: "messageReceived", message: { id: 7, status: "error", message: "boom" } }], requested);
    expect(state.downloads[0]).toMatchObject({ progress: 100, open: false });
    expect(state.effects).toEqual([{ type: "call", handler: "onError", payload: { id: 7, message: "boom" } }]);
  });

  it("'completed' sets progress to 100 and closes", () => {
    const state = run(
      [{ type: "messageReceived", message: { id: 7, status: "completed", file: "/f.csv" } }],
      requested,
    );
    expect(state.downloads[0]).toMatchObject({ progress: 100, open: false, file: "/f.csv" });
    expect(state.effects).toEqual([]);
  });

  it("ignores 'ping'", () => {
    expect(
      run([{ type: "messageReceived", message: { type: "ping", id: 7, progress: 99 } }], requested).downloads,
    ).toEqual(requested.downloads);
  });

  it("reconnects one second after the socket closes, unless it is back already", () => {
    const closed = run([{ type: "socketOpened" }, { type: "socketClosed" }]);
    expect(closed.effects).toEqual([
      { type: "schedule", key: "downloads.reconnect", delayMs: 1000, action: { type: "reconnectDue" } },
    ]);
    expect(run([{ type: "reconnectDue" }], closed).effects).toEqual([{ type: "call", handler: "connect" }]);
    expect(run([{ type: "socketOpened" }, { type: "reconnectDue" }], closed).effects).toEqual([]);
  });
});

describe("recruiter_download request (spec §3)", () => {
  it("defaults requested to 'default', takes total_record from the items and the list's where, order and filter", () => {
    const list = [
      { type: "itemsLoaded", items: [], total: 42 },
      { type: "whereChanged", where: { status: 3 } },
    ] as const;
    const state = list.reduce(listStateReducer, initialListState("candidates"));
    const request = recruiterDownloadRequest(state, "Candidate", "xlsx");
    expect(request).toMatchObject({ entity: "candidates", requested: "default", total_record: 42, file_type: "xlsx" });
    expect(JSON.parse(request.extra_params)).toEqual({
      where: { status: 3 },
      order: { created_at: "desc" },
      filter: [],
    });
    const picked = listStateReducer(state, { type: "itemSelected", id: 3 });
    expect(recruiterDownloadRequest(picked, "Candidate", "csv")).toMatchObject({
      total_record: 1,
      collections: [{ reference_type: "Candidate", reference_id: 3 }],
    });
  });
});
