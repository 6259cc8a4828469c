/**
 * A backlog worked through in short transactions. After each batch the work
 * gives way for as long as the batch took: requests waiting for the database
 * go first (PGlite runs in the server's own thread, so a long statement would
 * hold every request back), and a backlog of any size takes at most half of
 * the database's time until it is gone.
 */

/** Rows a sweep changes per transaction: a few milliseconds of PostgreSQL's time, tens of PGlite's. */
export const sweepBatch = 100;

/** The longest pause between two batches. */
const longestPauseMs = 1000;

function pause(ms: number, stopping: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stopping?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    stopping?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Calls `batch` (which changes at most `size` rows, in its own transaction,
 * and answers how many) until a batch is not full or `stopping` aborts;
 * answers how many rows changed in all.
 */
export async function inBatches(batch: (size: number) => Promise<number>, stopping?: AbortSignal, size = sweepBatch): Promise<number> {
  let total = 0;
  for (;;) {
    const started = performance.now();
    const changed = await batch(size);
    total += changed;
    if (changed < size || stopping?.aborted) return total;
    await pause(Math.min(performance.now() - started, longestPauseMs), stopping);
    if (stopping?.aborted) return total;
  }
}
