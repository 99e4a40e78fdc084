/**
 * A sliding-window budget: at most `max` calls in any `windowMs` (HubSpot's 50 per 10 s). The
 * worker takes what it may send now; the rest waits in the outbox until `retryInMs`.
 */
export class SinkWindow {
  readonly #max: number;
  readonly #windowMs: number;
  /** Times of the calls granted within the last window, oldest first. */
  readonly #granted: number[] = [];

  constructor(limit: { max: number; windowMs: number }) {
    this.#max = limit.max;
    this.#windowMs = limit.windowMs;
  }

  /** Grants up to `wanted` calls at `now`; `retryInMs` says when the next one is free when short. */
  take(wanted: number, now = Date.now()): { granted: number; retryInMs: number } {
    while (this.#granted.length > 0 && (this.#granted[0] ?? 0) <= now - this.#windowMs) this.#granted.shift();
    const granted = Math.max(0, Math.min(wanted, this.#max - this.#granted.length));
    for (let index = 0; index < granted; index += 1) this.#granted.push(now);
    const oldest = this.#granted[0] ?? now;
    return { granted, retryInMs: granted < wanted ? Math.max(1, oldest + this.#windowMs - now) : 0 };
  }
}

/** Runs `task` over `items` with at most `concurrency` at once; results in the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, runner));
  return results;
}
