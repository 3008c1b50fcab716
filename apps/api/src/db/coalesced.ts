/**
 * Coalesced calls: the calls of one operation that arrive while a run of it is in flight (or in the same turn of the
 * event loop) wait and then run together, as one run over all their inputs. For writes many people make at the same
 * instant (a hundred reviewers rating a shortlist, their links' rate-limit hits): one set-based statement for a batch
 * costs about what one call's statement costs, so a burst takes a few statements instead of a few per call. PGlite
 * answers one statement at a time, and on PostgreSQL a batch holds its row locks once instead of once per call.
 *
 *   - A call made while nothing runs starts a run on the next turn (`setImmediate`), so calls made in the same turn
 *     join it; calls made while a run is in flight wait for the next run, which starts as soon as that one ends.
 *   - A run takes at most `maxBatch` inputs, in the order the calls were made; the rest wait for the next run.
 *   - `run` answers one outcome per input, in the inputs' order: a value, or an Error that only its own call rejects
 *     with (the others of the batch are served). A run that throws rejects every call of that batch.
 *   - Runs never overlap: the operation holds one run in flight at a time.
 */
export type CoalescedRun<In, Out> = (inputs: readonly In[]) => Promise<readonly (Out | Error)[]>;

type Waiting<In, Out> = { input: In; resolve: (value: Out) => void; reject: (error: unknown) => void };

export function coalesced<In, Out>(run: CoalescedRun<In, Out>, maxBatch = 100): (input: In) => Promise<Out> {
  let waiting: Waiting<In, Out>[] = [];
  let busy = false;

  async function runNext(): Promise<void> {
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(batch.length);
    try {
      const outcomes = await run(batch.map((call) => call.input));
      if (outcomes.length !== batch.length) {
        throw new Error(`A coalesced run answered ${outcomes.length} outcomes for ${batch.length} inputs`);
      }
      batch.forEach((call, index) => {
        const outcome = outcomes[index] as Out | Error;
        if (outcome instanceof Error) call.reject(outcome);
        else call.resolve(outcome);
      });
    } catch (error) {
      for (const call of batch) call.reject(error);
    }
    if (waiting.length > 0) setImmediate(runNext);
    else busy = false;
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (busy) return;
      busy = true;
      setImmediate(runNext);
    });
}
