import { describe, expect, it } from "vitest";
import { bulkRequestId, DOWNLOAD_CHANNEL, downloadIdOf, downloadProgress, downloadTask } from "./downloadTask";

describe("an export in the progress dialog (spec §4 download states)", () => {
  it("follows the download's own channel and finds its id again", () => {
    const task = downloadTask(42, "Ready");
    expect(task.channel).toBe(DOWNLOAD_CHANNEL);
    expect(downloadIdOf(task)).toBe(42);
    expect(downloadIdOf({ channel: "ProgressChannel", requestId: "download-42" })).toBeNull();
  });

  it("ignores pings and moves the bar below 100 until the file exists", () => {
    expect(downloadProgress({ type: "ping" })).toBeNull();
    expect(downloadProgress({ status: "processing", progress: 40 })).toEqual({ percent: 40 });
    expect(downloadProgress({ status: "processing", progress: 100 })).toEqual({ percent: 99 });
  });

  it("ends with the file's link, or with the server's error", () => {
    expect(downloadProgress({ status: "completed", progress: 100, file: "/api/v1/x/file" })).toEqual({
      percent: 100,
      file: "/api/v1/x/file",
    });
    expect(downloadProgress({ status: "error", progress: 100, message: "Too big" })).toEqual({
      percent: 100,
      error: "Too big",
      message: "Too big",
    });
    expect(downloadProgress({ status: "error", progress: 100 })).toMatchObject({ percent: 100, error: true });
  });

  it("makes bulk request ids the server accepts", () => {
    expect(bulkRequestId("templates/emails", "a b")).toBe("bulk-delete-templates-emails-a-b");
  });
});
