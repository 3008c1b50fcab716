import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AdmissionSettings, admissionControl, type Ticket } from "./admission";

/** A request as the control sees it: what happened to it, in order. */
function request(control: ReturnType<typeof admissionControl>, name: string, log: string[]) {
  const ticket: Ticket = control.enter(
    () => {
      log.push(`${name} started`);
    },
    () => log.push(`${name} refused`),
  );
  return ticket;
}

describe("admissionControl", () => {
  let clock = 0;
  const now = () => clock;
  const settings: AdmissionSettings = { maxConcurrent: 2, maxQueued: 2, queueTimeoutMs: 500 };

  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Moves the control's clock and the timers together. */
  function advance(ms: number): void {
    clock += ms;
    vi.advanceTimersByTime(ms);
  }

  it("admits up to the limit, queues up to the queue's length, and refuses the rest at once", () => {
    const control = admissionControl(settings, now);
    const log: string[] = [];
    const tickets = ["a", "b", "c", "d", "e", "f"].map((name) => request(control, name, log));
    expect(log).toEqual(["a started", "b started", "e refused", "f refused"]);
    expect(tickets.map((ticket) => ticket.state)).toEqual([
      "running",
      "running",
      "waiting",
      "waiting",
      "refused",
      "refused",
    ]);
    expect([control.running, control.waiting, control.refused]).toEqual([2, 2, 2]);
  });

  it("starts the oldest waiting request when a served one ends, first in, first out", () => {
    const control = admissionControl(settings, now);
    const log: string[] = [];
    const [a, b] = ["a", "b", "c", "d"].map((name) => request(control, name, log));
    b?.end();
    expect(log).toEqual(["a started", "b started", "c started"]);
    a?.end();
    expect(log).toEqual(["a started", "b started", "c started", "d started"]);
    expect([control.running, control.waiting]).toEqual([2, 0]);
  });

  it("refuses a waiting request at its deadline, not before, and never starts it after", () => {
    const control = admissionControl(settings, now);
    const log: string[] = [];
    const [a] = ["a", "b", "c"].map((name) => request(control, name, log));
    advance(499);
    expect(log).toEqual(["a started", "b started"]);
    advance(1);
    expect(log).toEqual(["a started", "b started", "c refused"]);
    a?.end();
    expect(log).toEqual(["a started", "b started", "c refused"]);
    expect([control.running, control.waiting]).toEqual([1, 0]);
  });

  it("refuses rather than starts a waiting request whose deadline passed before its timer could run", () => {
    const control = admissionControl(settings, now);
    const log: string[] = [];
    const [a] = ["a", "b", "c", "d"].map((name) => request(control, name, log));
    // The event loop was busy: the clock moved past c's deadline, its timer has not run yet.
    clock += 600;
    a?.end();
    expect(log).toEqual(["a started", "b started", "c refused", "d refused"]);
    expect([control.running, control.waiting]).toEqual([1, 0]);
  });

  it("a request whose client went away while waiting leaves the queue: neither started nor refused", () => {
    const control = admissionControl(settings, now);
    const log: string[] = [];
    const [a, , c] = ["a", "b", "c", "d"].map((name) => request(control, name, log));
    c?.end();
    expect(c?.state).toBe("ended");
    expect(control.waiting).toBe(1);
    a?.end();
    advance(1000);
    expect(log).toEqual(["a started", "b started", "d started"]);
  });

  it("does not count a request that could no longer be served when its turn came: the next one starts", () => {
    const control = admissionControl(settings, now);
    const log: string[] = [];
    const [a] = ["a", "b"].map((name) => request(control, name, log));
    const gone = control.enter(
      () => false,
      () => log.push("gone refused"),
    );
    request(control, "d", log);
    a?.end();
    expect(gone.state).toBe("ended");
    expect(log).toEqual(["a started", "b started", "d started"]);
    expect([control.running, control.waiting, control.refused]).toEqual([2, 0, 0]);
  });

  it("frees a slot once however often a ticket ends (an error, then the socket closing), and no slot leaks", () => {
    const control = admissionControl(settings, now);
    const log: string[] = [];
    const tickets = ["a", "b", "c", "d", "e"].map((name) => request(control, name, log));
    const [a] = tickets;
    a?.end();
    a?.end();
    expect([control.running, control.waiting]).toEqual([2, 1]);
    // Ending a refused ticket (e) changes nothing either.
    tickets[4]?.end();
    for (const ticket of tickets) ticket.end();
    expect([control.running, control.waiting]).toEqual([0, 0]);
    const later: string[] = [];
    request(control, "g", later);
    request(control, "h", later);
    expect(later).toEqual(["g started", "h started"]);
  });

  it("without a queue, refuses past the limit at once", () => {
    const log: string[] = [];
    const noQueue = admissionControl({ maxConcurrent: 1, maxQueued: 0, queueTimeoutMs: 500 }, now);
    request(noQueue, "a", log);
    request(noQueue, "b", log);
    const noWait = admissionControl({ maxConcurrent: 1, maxQueued: 10, queueTimeoutMs: 0 }, now);
    request(noWait, "c", log);
    request(noWait, "d", log);
    expect(log).toEqual(["a started", "b refused", "c started", "d refused"]);
  });

  it("with a limit of 0, starts everything at once", () => {
    const control = admissionControl({ maxConcurrent: 0, maxQueued: 0, queueTimeoutMs: 0 }, now);
    const log: string[] = [];
    for (const name of ["a", "b", "c"]) request(control, name, log);
    expect(log).toEqual(["a started", "b started", "c started"]);
  });
});
