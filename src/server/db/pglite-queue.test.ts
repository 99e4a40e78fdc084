import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from './errors.ts';
import { GuardedQueue } from './pglite-queue.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('guarded queue of the embedded database', () => {
  it('runs jobs one at a time, in order', async () => {
    const queue = new GuardedQueue({ timeoutMs: 1000, maxDepth: 10 });
    const order: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        queue.run(async () => {
          order.push(`${name} start`);
          await sleep(5);
          order.push(`${name} end`);
        }),
      ),
    );
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('times a waiting caller out and never runs its job afterwards', async () => {
    const queue = new GuardedQueue({ timeoutMs: 50, maxDepth: 10 });
    let release!: () => void;
    const blocker = queue.run(() => new Promise<void>((resolve) => (release = resolve)), { timeoutMs: 0 });
    let ran = false;
    await expect(
      queue.run(async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(DatabaseUnavailableError);
    release();
    await blocker;
    await queue.run(async () => undefined);
    expect(ran).toBe(false);
    expect(queue.depth).toBe(0);
  });

  it('refuses at once beyond its depth, with Retry-After 1', async () => {
    const queue = new GuardedQueue({ timeoutMs: 1000, maxDepth: 2 });
    let release!: () => void;
    const first = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toMatchObject({
      name: 'DatabaseUnavailableError',
      reason: 'queue-full',
      retryAfterSeconds: 1,
    });
    release();
    await first;
    expect(await second).toBe('second');
  });

  it('never reports a job in its final phase as failed: its outcome is what the caller gets', async () => {
    const queue = new GuardedQueue({ timeoutMs: 20, maxDepth: 10 });
    const result = await queue.run(async (state) => {
      state.phase = 'final';
      await sleep(60);
      return 'committed';
    });
    expect(result).toBe('committed');
  });
});
