/**
 * Work a route starts after deciding its answer and does not wait for: the answer leaves first. For answers whose
 * timing must not tell what the work found — a password reset asked for a known e-mail issues a token and queues a
 * mail, one asked for an unknown e-mail does nothing, and both answer at once. Failures are logged, never thrown.
 */
import type { FastifyBaseLogger } from "fastify";

export type AfterAnswer = {
  /** Starts `task` on a later turn of the event loop. */
  run(task: () => Promise<void>, log: FastifyBaseLogger): void;
  /** Resolves once every task started so far (and any they started) has ended: shutdown and tests wait here. */
  settled(): Promise<void>;
};

export function afterAnswer(): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(task, log) {
      const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, "work after an answer failed"))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
