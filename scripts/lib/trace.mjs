/** What the browser benchmarks share: Chromium trace categories, main-thread work of a trace, the median. */

/** The categories whose events carry the renderer's tasks with their thread time. */
export const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline"];

/**
 * The renderer main thread's top-level tasks of a Chromium trace, summed: wall time (`dur`) and the thread's own CPU
 * time (`tdur`). On a loaded machine the wall time includes waiting for a core; the CPU time is the work itself.
 */
export function mainThreadWork(trace) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const isTask = (e) => e.ph === "X" && (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask");
  const threads = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  if (threads.length === 0) throw new Error("No renderer main thread in the trace");
  // The page's renderer is the busy one (another renderer may idle in the same trace).
  const tasksOf = (thread) => events.filter((e) => isTask(e) && e.pid === thread.pid && e.tid === thread.tid);
  const tasks = threads.map(tasksOf).sort((x, y) => y.length - x.length)[0];
  return {
    wall: tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000,
    cpu: tasks.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0) / 1000,
  };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
