/**
 * Delay before retry number `attempt` (1 after the first failure): exponential backoff with
 * full jitter, `random(0, min(maxDelayMs, baseDelayMs * 2^(attempt-1)))`, so many entries that
 * failed together (a sink outage) spread out instead of hitting the sink again in step.
 * A sink's `retryAfterMs` is a floor: the result is never sooner than it.
 */
export function computeRetryDelay(
  attempt: number,
  options: { baseDelayMs: number; maxDelayMs: number; retryAfterMs?: number | undefined },
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 40);
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** exponent);
  const jittered = Math.floor(random() * ceiling);
  return Math.max(jittered, options.retryAfterMs ?? 0);
}
