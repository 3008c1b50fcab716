import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { afterAnswer } from "./afterAnswer";

function recordingLog(): FastifyBaseLogger & { errors: unknown[] } {
  const errors: unknown[] = [];
  return { errors, error: (fields: unknown) => errors.push(fields) } as unknown as FastifyBaseLogger & {
    errors: unknown[];
  };
}

const silent = recordingLog();

describe("afterAnswer", () => {
  it("runs a task after the caller has moved on, and settles once it has ended", async () => {
    const work = afterAnswer();
    const steps: string[] = [];
    work.run(async () => {
      steps.push("task");
    }, silent);
    steps.push("answer");
    await work.settled();
    expect(steps).toEqual(["answer", "task"]);
  });

  it("waits for tasks started by tasks, and a failure is logged, neither thrown nor stopping the others", async () => {
    const work = afterAnswer();
    const log = recordingLog();
    const done: string[] = [];
    work.run(async () => {
      work.run(async () => {
        done.push("nested");
      }, silent);
      throw new Error("boom");
    }, log);
    work.run(async () => {
      done.push("other");
    }, silent);
    await work.settled();
    expect(done.sort()).toEqual(["nested", "other"]);
    expect(log.errors).toHaveLength(1);
  });
});
