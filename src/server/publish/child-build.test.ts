import { describe, expect, it } from 'vitest';
import { BuildFailedError, runChildBuild } from './child-build.ts';

const node = process.execPath;

describe('runChildBuild', () => {
  it('runs the build with ASTRO_OUT_DIR set, at low priority', async () => {
    const script =
      "const os=require('os');if(process.env.ASTRO_OUT_DIR!=='/tmp/out')process.exit(2);if(os.getPriority()<10)process.exit(3)";
    await expect(
      runChildBuild('/tmp/out', { command: [node, '-e', script], cwd: process.cwd(), env: process.env }),
    ).resolves.toBeUndefined();
  });

  it('rejects with the exit code and the end of the output, which names what failed', async () => {
    const script = 'console.error(\'story "de/blog/x": content.title: expected a string\');process.exit(1)';
    const failure = await runChildBuild('/tmp/out', {
      command: [node, '-e', script],
      cwd: process.cwd(),
      env: process.env,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildFailedError);
    expect((failure as BuildFailedError).exitCode).toBe(1);
    expect((failure as BuildFailedError).message).toContain('de/blog/x');
  });
});
