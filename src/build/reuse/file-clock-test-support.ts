import { rmSync, statSync, writeFileSync } from 'node:fs';

/**
 * Waits until the file system stamps a change later than `file`'s last one (its clock ticks every
 * 1 to 10 ms): a rewrite of `file` after this gets a change time of its own. It writes a probe
 * file beside `file` until the probe's change time is past it; no fixed sleep.
 */
export async function untilChangeClockPasses(file: string): Promise<void> {
  const changed = statSync(file, { bigint: true }).ctimeNs;
  const probe = `${file}.clock-probe`;
  try {
    for (;;) {
      writeFileSync(probe, '');
      if (statSync(probe, { bigint: true }).ctimeNs > changed) return;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  } finally {
    rmSync(probe, { force: true });
  }
}
