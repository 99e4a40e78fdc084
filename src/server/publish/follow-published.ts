import { unwatchFile, watchFile, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteHandle } from '../site/register-site.ts';
import { isServableBuild, readPointer } from './live-site.ts';

export interface FollowOptions {
  /** The publisher's pointer file (its `DATA_DIR/site/current.json`), on a volume both can read. */
  pointerFile: string;
  site: SiteHandle;
  logger: FastifyBaseLogger;
  /** How often the pointer is looked at; by stat, so it works on shared and network volumes. */
  intervalMs?: number;
}

/**
 * A replica that follows a publisher: whenever the publisher makes a build live (it rewrites its
 * pointer file by rename), this server switches to the same build in one step, as the publisher
 * did. The file is polled by `stat`, not watched with inotify, which sees no change another host
 * makes on an NFS or a container volume. A pointer naming a build this server cannot see (not
 * yet, or no longer) changes nothing: the site being served stays, and the error is logged.
 * Switches run one at a time, in the order the pointer changed.
 */
export function followPublishedSite(options: FollowOptions): { close(): void } {
  const { pointerFile, site, logger } = options;
  let turn = Promise.resolve();
  const check = (current: Stats, previous: Stats) => {
    if (current.mtimeMs === previous.mtimeMs && current.ino === previous.ino) return;
    turn = turn.then(() => follow(pointerFile, site, logger));
  };
  watchFile(pointerFile, { interval: options.intervalMs ?? 1000, persistent: false }, check);
  return { close: () => unwatchFile(pointerFile, check) };
}

async function follow(pointerFile: string, site: SiteHandle, logger: FastifyBaseLogger): Promise<void> {
  const serving = site.root();
  const named = readPointer(pointerFile);
  if (named === undefined || resolve(named) === serving) return;
  if (!isServableBuild(named)) {
    logger.error(
      { root: named, pointerFile },
      'the publisher made live a build this server cannot see (is its builds folder shared at the same path?); the site being served stays',
    );
    return;
  }
  try {
    await site.reload(named);
    logger.info({ root: named, previous: serving }, 'following the publisher: its latest build is live here');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.error({ root: named, reason }, 'could not follow the publisher; the site being served stays');
  }
}
