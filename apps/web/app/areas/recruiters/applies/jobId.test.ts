import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jobIdOf } from "./jobId";

describe("jobIdOf", () => {
  it("reads a job id of the path", () => {
    expect(jobIdOf("42")).toBe(42);
  });

  it.each(["abc", "0", "-1", "1.5", "2147483648", undefined])("is a 404 for %s", (param) => {
    let thrown: unknown;
    try {
      jobIdOf(param);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("is read by the applies list without importing the kanban page (its board would load with the list)", () => {
    const list = readFileSync(new URL("./jobApplies.tsx", import.meta.url), "utf8");
    expect(list).not.toMatch(/from "\.\/jobAppliesKanban"/);
  });
});
