/**
 * Group commit: calls made while a batch is being written, or in the same turn of the event
 * loop, go together in the next batch. Under no load a call is written after one loop turn (a
 * batch of one); under load, one statement writes many rows, which is what makes the embedded
 * PGlite (one connection, executing synchronously) keep up.
 *
 * Each batch waits for `setImmediate`, so every request node:http has parsed in the current I/O
 * phase joins it: PGlite answers within microtasks, so without that pause each request would be
 * written alone before the next one is even read.
 */
export function createBatcher<I, O>(
  run: (items: I[]) => Promise<O[]>,
  maxBatch = 128,
): (item: I) => Promise<O> {
  type Waiting = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let scheduled = false;

  const runBatch = async (batch: Waiting[]): Promise<void> => {
    try {
      const results = await run(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index] as O));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One bad item must not fail its neighbours: run each on its own.
      for (const entry of batch) {
        try {
          const [result] = await run([entry.item]);
          entry.resolve(result as O);
        } catch (single) {
          entry.reject(single);
        }
      }
    }
  };

  const flush = async (): Promise<void> => {
    // Calls that arrived while a batch was written go next, at once: they were already waiting.
    while (waiting.length > 0) {
      const batch = waiting.length > maxBatch ? waiting.splice(0, maxBatch) : waiting;
      if (batch === waiting) waiting = [];
      await runBatch(batch);
    }
    scheduled = false;
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    });
}
