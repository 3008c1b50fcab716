/**
 * Admission control, the decision alone (the Fastify side is loadShedding.ts `admission`):
 *
 *   - at most `maxConcurrent` requests are served at once;
 *   - the next ones wait in a first-in, first-out queue of at most `maxQueued`, each until its deadline,
 *     `queueTimeoutMs` after it arrived;
 *   - a request that finds the queue full is refused at once; one still waiting at its deadline is refused then, and
 *     one whose deadline passed while the loop was busy is refused rather than started (it would be served late);
 *   - when a served request ends, the oldest waiting one starts;
 *   - a request that ends before it is served (its client went away) leaves the queue; ending a ticket twice, or
 *     ending a refused one, changes nothing;
 *   - `start` answers false for a request that can no longer be served (its client went away before the server saw
 *     it go): it ends there and takes no slot.
 *
 * Past the throughput's peak, more requests at once only lengthen each one: a bounded number in flight keeps the
 * server at its peak, and the queue absorbs bursts. A refused request waits out its deadline first: clients that
 * retry at once (ignoring Retry-After) are paced by it instead of turning refusals into most of the work.
 */

export type AdmissionSettings = {
  /** Requests served at once; 0 turns admission control off (every request starts at once). */
  maxConcurrent: number;
  /** Requests that may wait for a slot; 0: none wait, past `maxConcurrent` requests are refused. */
  maxQueued: number;
  /** How long a request may wait for a slot (ms) before it is refused. */
  queueTimeoutMs: number;
};

export type TicketState = "running" | "waiting" | "refused" | "ended";

export type Ticket = {
  readonly state: TicketState;
  /** The request is over (answered, failed, or its client went away): frees its slot or its place in the queue. */
  end(): void;
};

export type AdmissionControl = {
  /**
   * A new request: `start` is called when it may be served (at once, or when a slot frees), `refuse` when it may not
   * (the queue is full, or its deadline passed). Exactly one of them is called, unless the ticket ends first.
   */
  enter(start: () => boolean | void, refuse: () => void): Ticket;
  /** Requests being served now. */
  readonly running: number;
  /** Requests waiting for a slot now. */
  readonly waiting: number;
  /** Requests refused since the start (the queue full, or a deadline passed). */
  readonly refused: number;
};

type Entry = {
  state: TicketState;
  deadline: number;
  start: () => boolean | void;
  refuse: () => void;
  timer: ReturnType<typeof setTimeout> | undefined;
};

/** `now` is a monotonic clock in ms (tests fake it with the timers). */
export function admissionControl(
  settings: AdmissionSettings,
  now: () => number = () => performance.now(),
): AdmissionControl {
  let running = 0;
  let refused = 0;
  // A Set keeps insertion order (first in, first out) and drops an entry from the middle at once.
  const queue = new Set<Entry>();

  function refuse(entry: Entry): void {
    entry.state = "refused";
    refused += 1;
    if (entry.timer) clearTimeout(entry.timer);
    entry.refuse();
  }

  function start(entry: Entry): void {
    entry.state = "running";
    running += 1;
    if (entry.start() === false) {
      entry.state = "ended";
      running -= 1;
    }
  }

  function startWaiting(): void {
    for (const entry of queue) {
      if (settings.maxConcurrent > 0 && running >= settings.maxConcurrent) return;
      queue.delete(entry);
      if (entry.timer) clearTimeout(entry.timer);
      if (now() >= entry.deadline) refuse(entry);
      else start(entry);
    }
  }

  function end(entry: Entry): void {
    if (entry.state === "running") {
      entry.state = "ended";
      running -= 1;
      startWaiting();
    } else if (entry.state === "waiting") {
      entry.state = "ended";
      queue.delete(entry);
      if (entry.timer) clearTimeout(entry.timer);
    }
  }

  return {
    enter(onStart, onRefuse) {
      const entry: Entry = {
        state: "waiting",
        deadline: now() + settings.queueTimeoutMs,
        start: onStart,
        refuse: onRefuse,
        timer: undefined,
      };
      const ticket: Ticket = {
        get state() {
          return entry.state;
        },
        end: () => end(entry),
      };
      if (settings.maxConcurrent === 0 || running < settings.maxConcurrent) {
        start(entry);
      } else if (queue.size < settings.maxQueued && settings.queueTimeoutMs > 0) {
        queue.add(entry);
        entry.timer = setTimeout(() => {
          if (entry.state !== "waiting") return;
          queue.delete(entry);
          refuse(entry);
        }, settings.queueTimeoutMs);
        entry.timer.unref?.();
      } else {
        refuse(entry);
      }
      return ticket;
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.size;
    },
    get refused() {
      return refused;
    },
  };
}
