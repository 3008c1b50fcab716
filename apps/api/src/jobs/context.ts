/** What a handler gets besides its data, and how it gives up when the server stops. */

export type JobContext = {
  /** Aborted when the server stops: handlers check it between pages or batches and give up cleanly. */
  signal: AbortSignal;
  jobId: string;
};

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

/** Raised inside a handler when the server stops: the handler's row ends in the restart error. */
export class JobInterrupted extends Error {
  override readonly name = "JobInterrupted";
}

export function throwIfInterrupted(signal: AbortSignal): void {
  if (signal.aborted) throw new JobInterrupted("The server is stopping.");
}
