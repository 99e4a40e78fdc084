import { DatabaseUnavailableError, retryAfterFor } from './errors.ts';

/**
 * Where a queued job is: waiting its turn, running (a transaction between statements, which a
 * timeout may still abort), or final (a single statement or a COMMIT in flight: its outcome is
 * what the caller gets, timeout or not, so a write is never reported failed yet kept).
 */
export interface JobState {
  phase: 'queued' | 'running' | 'final';
  /** Set when the caller already got a timeout: the job must not start, or must roll back. */
  expired: boolean;
}

export interface GuardedQueueOptions {
  /** How long a caller waits at most (0: no limit). */
  timeoutMs: number;
  /** Jobs waiting or running at most; one more is refused at once. */
  maxDepth: number;
}

/**
 * A FIFO lock for PGlite's single connection, guarded: a caller waits at most `timeoutMs` for its
 * job (then gets `DatabaseUnavailableError`, and a job that has not started never runs), and no
 * more than `maxDepth` jobs wait at once (the next is refused at once), so a stuck or slow
 * database turns into quick 503s instead of requests that hang and pile up.
 */
export class GuardedQueue {
  #tail: Promise<unknown> = Promise.resolve();
  #depth = 0;
  readonly #options: GuardedQueueOptions;

  constructor(options: GuardedQueueOptions) {
    this.#options = options;
  }

  /** Jobs waiting or running now. */
  get depth(): number {
    return this.#depth;
  }

  /**
   * Runs `job` in turn. `timeoutMs` overrides the queue's (0: wait as long as it takes);
   * `unbounded` lets the job in however deep the queue is (closing the database).
   */
  run<T>(
    job: (state: JobState) => Promise<T>,
    options: { timeoutMs?: number; unbounded?: boolean } = {},
  ): Promise<T> {
    const timeoutMs = options.timeoutMs ?? this.#options.timeoutMs;
    if (!options.unbounded && this.#depth >= this.#options.maxDepth) {
      return Promise.reject(
        new DatabaseUnavailableError(
          'queue-full',
          `database busy: ${this.#depth} statements are already waiting for the embedded database`,
          { retryAfterSeconds: 1 },
        ),
      );
    }
    this.#depth += 1;
    const state: JobState = { phase: 'queued', expired: false };
    return new Promise<T>((resolve, reject) => {
      const timer =
        timeoutMs > 0
          ? setTimeout(() => {
              if (state.phase === 'final') return;
              state.expired = true;
              reject(
                new DatabaseUnavailableError(
                  'timeout',
                  `the database did not answer within ${timeoutMs} ms (${state.phase === 'queued' ? 'waiting for its turn' : 'in a transaction'})`,
                  { retryAfterSeconds: retryAfterFor(timeoutMs) },
                ),
              );
            }, timeoutMs)
          : undefined;
      const settle = async () => {
        try {
          if (state.expired) return;
          state.phase = 'running';
          resolve(await job(state));
        } catch (error) {
          reject(error);
        } finally {
          clearTimeout(timer);
          this.#depth -= 1;
        }
      };
      this.#tail = this.#tail.then(settle, settle);
    });
  }
}
