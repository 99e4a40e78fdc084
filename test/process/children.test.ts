import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAlive, nodeBinary, spawnCollecting } from '../support/server-process.ts';

const helpers = path.resolve('test/support/server-process.ts');

/**
 * A test process that exits (a worker torn down after a hook timed out while its server started)
 * leaves none of the processes it started with `spawnCollecting` running.
 */
describe('processes a test started', () => {
  it('are killed when the test process exits', async () => {
    // A stand-in test process: starts a child that would run for ever, prints its PID, exits.
    const script = [
      `import { spawnCollecting } from ${JSON.stringify(helpers)};`,
      `const { child } = spawnCollecting(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { env: process.env });`,
      `child.once('spawn', () => { console.log('child', child.pid); process.exit(0); });`,
    ].join('\n');
    const parent = spawnCollecting(nodeBinary, ['--input-type=module', '-e', script], {
      env: process.env,
    });
    expect(await parent.exited).toEqual({ code: 0, signal: null });
    const pid = Number(/child (\d+)/.exec(parent.output())?.[1]);
    expect(pid, parent.output()).toBeGreaterThan(0);
    await expect.poll(() => isAlive(pid), { timeout: 5_000 }).toBe(false);
  });

  it('leave no exit handler behind once they ended by themselves', async () => {
    const before = process.listenerCount('exit');
    const children = [1, 2, 3].map((code) =>
      spawnCollecting(nodeBinary, ['-e', `process.exit(${code})`], { env: process.env }),
    );
    expect(process.listenerCount('exit')).toBe(before + 1);
    expect((await Promise.all(children.map((child) => child.exited))).map(({ code }) => code)).toEqual([
      1, 2, 3,
    ]);
    expect(process.listenerCount('exit')).toBe(before);
  });
});
