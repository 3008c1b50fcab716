import { describe, expect, it } from "vitest";
import {
  initialProgressTaskState,
  type ProgressTaskAction,
  type ProgressTaskConfig,
  type ProgressTaskState,
  progressOutcomeComponent,
  progressTaskReducer,
} from "./progressTask";

const run = (actions: ProgressTaskAction[], state: ProgressTaskState = initialProgressTaskState) =>
  actions.reduce(progressTaskReducer, state);
const config: ProgressTaskConfig = {
  channel: "TaskProgressChannel",
  requestId: "req-1",
  successComponent: "ExportReady",
  errorComponent: "ExportFailed",
};
const start = (extra: Partial<ProgressTaskConfig> = {}) => run([{ type: "started", config: { ...config, ...extra } }]);

describe("progress dialog (spec §3, §4)", () => {
  it("starts at 0 percent with 'Processing request...'", () => {
    const state = start();
    expect(state).toMatchObject({ open: true, percent: 0, phase: "running", message: null });
    expect(state.defaultMessage.en).toBe("Processing request...");
  });

  it("without a channel shows 'No channel selected! Try again later.' and does not open", () => {
    const state = run([{ type: "started", config: { ...config, channel: null } }]);
    expect(state.open).toBe(false);
    expect(state.effects).toEqual([
      {
        type: "toast",
        tone: "error",
        message: expect.objectContaining({ en: "No channel selected! Try again later." }),
      },
    ]);
  });

  it("updates percent and message from live messages, text or object", () => {
    const state = run(
      [
        { type: "messageReceived", message: { percent: 30, message: "Reading candidates" } },
        { type: "messageReceived", message: { percent: 60, message: { message: "Writing the file" } } },
      ],
      start(),
    );
    expect(state).toMatchObject({ percent: 60, message: "Writing the file", error: false });
  });

  it("goes to the error state with the server's message on an error in a message or the task", () => {
    const inMessage = run([{ type: "messageReceived", message: { error: true, message: "Quota exceeded" } }], start());
    expect(inMessage).toMatchObject({ phase: "failed", error: true, message: "Quota exceeded" });
    expect(progressOutcomeComponent(inMessage)).toBe("ExportFailed");
    const inTask = run([{ type: "taskFailed", message: "Worker died" }], start());
    expect(inTask).toMatchObject({ error: true, message: "Worker died" });
  });

  it("at 100 percent replaces the bar with the success component and keeps the file", () => {
    const state = run([{ type: "messageReceived", message: { percent: 100, file: "/files/export.xlsx" } }], start());
    expect(state).toMatchObject({ phase: "succeeded", percent: 100, file: "/files/export.xlsx", open: true });
    expect(progressOutcomeComponent(state)).toBe("ExportReady");
    expect(progressOutcomeComponent(start())).toBeNull();
  });

  it("shows a custom message immediately at 100 percent", () => {
    const state = run(
      [{ type: "messageReceived", message: { percent: 100, message: "x" } }],
      start({ customMessage: "All set" }),
    );
    expect(state.message).toBe("All set");
  });

  it("with loading_time, counts down one second at a time, then closes and goes to url_redirect", () => {
    let state = run(
      [{ type: "messageReceived", message: { percent: 100 } }],
      start({ loadingTime: 2, urlRedirect: "/recruiters/jobs" }),
    );
    expect(state.countdown).toBe(0);
    expect(state.effects).toEqual([
      { type: "schedule", key: "progress.countdown", delayMs: 1000, action: { type: "countdownTicked" } },
    ]);
    state = run([{ type: "countdownTicked" }], state);
    expect(state).toMatchObject({ countdown: 1, open: true });
    state = run([{ type: "countdownTicked" }], state);
    expect(state.open).toBe(false);
    expect(state.effects).toContainEqual({ type: "navigate", to: "/recruiters/jobs" });
  });

  it("without loading_time stays open at 100 percent", () => {
    const state = run([{ type: "messageReceived", message: { percent: 100 } }], start({ urlRedirect: "/x" }));
    expect(state).toMatchObject({ open: true, countdown: null, effects: [] });
  });

  it("can be closed by hand at any time, which stops the countdown", () => {
    const running = run([{ type: "messageReceived", message: { percent: 40 } }, { type: "closed" }], start());
    expect(running.open).toBe(false);
    expect(running.effects).toEqual([{ type: "cancel", key: "progress.countdown" }]);
    const counting = run(
      [{ type: "messageReceived", message: { percent: 100 } }, { type: "closed" }, { type: "countdownTicked" }],
      start({ loadingTime: 5 }),
    );
    expect(counting).toMatchObject({ open: false, countdown: null });
  });
});
