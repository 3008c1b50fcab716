/**
 * The live bus: how anything in the API (a route, a job, a domain event) reaches the sockets of `/cable`.
 *
 * A message is published on a stream (a string naming who should hear it); every `/cable` subscription listens to
 * the streams of its channel. In one process the bus is a map of listeners; with PostgreSQL several API processes
 * share it through LISTEN/NOTIFY (see postgresBus.ts), so a publish in one process reaches a socket held by
 * another. Publishers never know which process holds the socket.
 */

export type LiveListener = (message: unknown) => void;

export type LiveBus = {
  /** Delivers `message` (JSON-serialisable) to every listener of `stream`, in this process and the others. */
  publish(stream: string, message: unknown): Promise<void>;
  /** Listens to `stream`; the returned function stops listening. */
  subscribe(stream: string, listener: LiveListener): () => void;
  close(): Promise<void>;
};

/** The streams of the three channels (spec §7): one per recruiter, per download, per task request. */
export const streams = {
  notifications: (recruiterId: number) => `notifications:${recruiterId}`,
  download: (downloadId: number) => `recruiter_download:${downloadId}`,
  progress: (recruiterId: number, requestId: string) => `progress:${recruiterId}:${requestId}`,
} as const;

/**
 * The bus of a single process (PGlite, or tests): delivery is synchronous with `publish`. The message goes through
 * JSON as it does through PostgreSQL, so that listeners see the same thing on either bus (a Date arrives as its
 * string) and every publish hands listeners a new object (`/cable` serialises it once per publish, by identity).
 */
export function inProcessBus(): LiveBus {
  const listeners = new Map<string, Set<LiveListener>>();
  return {
    async publish(stream, message) {
      deliver(listeners, stream, roundTrip(message));
    },
    subscribe(stream, listener) {
      return addListener(listeners, stream, listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/** Calls every listener of `stream`; one listener's failure does not keep the message from the others. */
export function deliver(listeners: Map<string, Set<LiveListener>>, stream: string, message: unknown): void {
  for (const listener of listeners.get(stream) ?? []) {
    try {
      listener(message);
    } catch {
      // A socket that went away mid-delivery: its own close handler cleans up.
    }
  }
}

export function addListener(
  listeners: Map<string, Set<LiveListener>>,
  stream: string,
  listener: LiveListener,
): () => void {
  let set = listeners.get(stream);
  if (!set) {
    set = new Set();
    listeners.set(stream, set);
  }
  set.add(listener);
  return () => {
    const current = listeners.get(stream);
    if (!current) return;
    current.delete(listener);
    if (current.size === 0) listeners.delete(stream);
  };
}

/** `message` as a listener in another process would receive it: serialised and parsed again. */
export function roundTrip(message: unknown): unknown {
  const json = JSON.stringify(message);
  return json === undefined ? null : JSON.parse(json);
}
