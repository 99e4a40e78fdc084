import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { extname, join } from 'node:path';

/**
 * Calls `onPage` with the path of every `.html` file written under `root` from now on, and of
 * those already there, until `close()`. One watcher per folder, not `recursive: true`: Node's
 * recursive watch on Linux polls every file it sees, which with 10,000 pages takes most of the
 * renderer's time. A folder is found when it appears; a page written before its folder's watcher
 * started is found by listing the folder then. Best effort: a page it misses is simply not reported.
 */
export function watchPages(root: string, onPage: (file: string) => void): { close(): void } {
  const watchers = new Map<string, FSWatcher>();
  let closed = false;

  function found(path: string): void {
    if (path.endsWith('.html')) onPage(path);
    else if (!extname(path) && statSync(path, { throwIfNoEntry: false })?.isDirectory()) watchFolder(path);
  }

  function watchFolder(dir: string): void {
    if (closed || watchers.has(dir)) return;
    try {
      const watcher = watch(dir, (_event, name) => {
        if (!closed && name) found(join(dir, name));
      });
      watcher.on('error', () => watcher.close());
      watchers.set(dir, watcher);
      for (const entry of readdirSync(dir, { withFileTypes: true }))
        if (entry.isDirectory() || entry.name.endsWith('.html')) found(join(dir, entry.name));
    } catch {
      // The folder went away or cannot be watched: its pages are not reported.
    }
  }

  watchFolder(root);
  return {
    close() {
      closed = true;
      for (const watcher of watchers.values()) watcher.close();
    },
  };
}

/**
 * Like `watchPages`, but calls `onSettled` once a page has had no write for `settleMs`: a page
 * the renderer is still writing is not handed on half written. `close()` also drops the pages
 * still settling.
 */
export function watchSettledPages(
  root: string,
  onSettled: (file: string) => void,
  settleMs: number,
): { close(): void; readonly settling: number } {
  const timers = new Map<string, NodeJS.Timeout>();
  let closed = false;
  const watcher = watchPages(root, (file) => {
    if (closed) return;
    clearTimeout(timers.get(file));
    timers.set(
      file,
      setTimeout(() => {
        timers.delete(file);
        if (!closed) onSettled(file);
      }, settleMs),
    );
  });
  return {
    close() {
      closed = true;
      watcher.close();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
    /** Pages written and not settled yet. */
    get settling() {
      return timers.size;
    },
  };
}
