import { describe, expect, it } from "vitest";
import {
  initialLoadingDialogState,
  LOADING_DEFAULT_MESSAGES,
  type LoadingDialogAction,
  type LoadingDialogState,
  loadingDialogReducer,
} from "./loadingDialog";

const run = (actions: LoadingDialogAction[], state: LoadingDialogState = initialLoadingDialogState) =>
  actions.reduce(loadingDialogReducer, state);

describe("loading dialog (spec §4, §8, §9)", () => {
  it("opens on the loading flag with 'Processing request...' unless the app says otherwise", () => {
    const state = run([{ type: "shown" }]);
    expect(state).toMatchObject({ open: true, status: "processing", message: null });
    expect(LOADING_DEFAULT_MESSAGES[state.status].en).toBe("Processing request...");
    expect(run([{ type: "shown", message: "Movendo candidatos" }]).message).toBe("Movendo candidatos");
  });

  it("has the spec's defaults for success and error", () => {
    expect(LOADING_DEFAULT_MESSAGES.success.en).toBe("Added successfully");
    expect(LOADING_DEFAULT_MESSAGES.error.en).toBe("An error occurred");
  });

  it("closes keeping its content, and applies the update 100 ms later", () => {
    const hidden = run([{ type: "shown" }, { type: "updated", status: "success" }, { type: "hidden" }]);
    expect(hidden).toMatchObject({ open: false, status: "success" });
    expect(hidden.effects).toEqual([
      { type: "schedule", key: "loadingDialog.apply", delayMs: 100, action: { type: "applied" } },
    ]);
    const applied = run([{ type: "applied" }], hidden);
    expect(applied).toMatchObject({ open: false, status: "processing", message: null });
    expect(applied.effects).toEqual([{ type: "call", handler: "applied" }]);
  });

  it("opening again before the update lands cancels it", () => {
    const hidden = run([{ type: "shown" }, { type: "hidden" }]);
    const reopened = run([{ type: "shown", message: "De novo" }], hidden);
    expect(reopened.effects).toEqual([{ type: "cancel", key: "loadingDialog.apply" }]);
    // A late timer (already fired) changes nothing while open.
    expect(run([{ type: "applied" }], reopened)).toMatchObject({ open: true, message: "De novo" });
  });

  it("ignores a hide while closed (no second update)", () => {
    expect(run([{ type: "hidden" }]).effects).toEqual([]);
  });
});
