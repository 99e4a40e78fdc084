import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { LiveSite } from './live-site.ts';

export type RebuildOutcome = 'success' | 'failure';

interface Logger {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface RebuildQueueOptions {
  /** Builds the site into `outDir` (its pages land in `outDir/client`); rejects on failure. */
  build(outDir: string): Promise<void>;
  /** Where builds are written, one folder each. */
  buildsDir: string;
  site: LiveSite;
  logger: Logger;
  /** Quiet time before a build starts, so a burst of webhooks gives one build. */
  debounceMs?: number;
  /** Told of every finished build (metrics). */
  onOutcome?(outcome: RebuildOutcome, seconds: number): void;
}

export interface RebuildQueue {
  /** Asks for a rebuild; requests during a build give exactly one more build after it. */
  request(reason: string): void;
  /** Resolves when no build is running or waiting. */
  settled(): Promise<void>;
  /** Stops taking requests and waits for a running build to finish. */
  close(): Promise<void>;
}

/** Removes every build but the live one and the one before it (requests may still read it). */
async function pruneBuilds(buildsDir: string, keep: readonly string[]): Promise<void> {
  const names = (await readdir(buildsDir)).sort();
  const stale = names.filter((name) => !keep.some((root) => root.startsWith(join(buildsDir, name))));
  for (const name of stale) {
    await rm(join(buildsDir, name), { recursive: true, force: true });
  }
}

/**
 * Coalesced rebuilds: one build at a time, at most one waiting, each written to a new folder and
 * published by swapping the live root only when it succeeded. A failed build leaves the site as
 * it was and logs why (the build output names the story and the field).
 */
export function createRebuildQueue(options: RebuildQueueOptions): RebuildQueue {
  const debounceMs = options.debounceMs ?? 1000;
  let waiting = false;
  let timer: NodeJS.Timeout | undefined;
  /** Resolves when the waiting timer has started its build (or was cleared). */
  let started: Promise<void> | undefined;
  let markStarted: () => void = () => undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let sequence = 0;

  async function buildOnce(): Promise<void> {
    const started = performance.now();
    const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${(sequence += 1)}`;
    const outDir = join(options.buildsDir, id);
    try {
      await mkdir(options.buildsDir, { recursive: true });
      await options.build(outDir);
      const root = join(outDir, 'client');
      if (!existsSync(join(root, 'index.html'))) throw new Error(`the build wrote no ${root}/index.html`);
      const previous = options.site.root();
      await options.site.publish(root);
      const seconds = (performance.now() - started) / 1000;
      options.logger.info({ build: id, seconds: Number(seconds.toFixed(1)) }, 'site rebuilt and live');
      options.onOutcome?.('success', seconds);
      await pruneBuilds(options.buildsDir, [root, previous]);
    } catch (error) {
      await rm(outDir, { recursive: true, force: true });
      const reason = error instanceof Error ? error.message : String(error);
      options.logger.error({ build: id, reason }, 'site rebuild failed; the last good site stays live');
      options.onOutcome?.('failure', (performance.now() - started) / 1000);
    }
  }

  async function drain(): Promise<void> {
    while (waiting && !closed) {
      waiting = false;
      await buildOnce();
    }
    running = undefined;
  }

  function start(): void {
    timer = undefined;
    running ??= drain();
    markStarted();
  }

  return {
    request(reason) {
      if (closed) return;
      options.logger.info({ reason }, 'site rebuild requested');
      waiting = true;
      if (!running && !timer) {
        started = new Promise((resolve) => (markStarted = resolve));
        timer = setTimeout(start, debounceMs);
      }
    },
    async settled() {
      while (timer || running) {
        if (timer) await started;
        await running;
      }
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      markStarted();
      await running;
    },
  };
}
