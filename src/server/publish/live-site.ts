import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Which build the server serves. The root changes in one assignment, so every request sees
 * either the old site or the new one, never a mix; the choice is written to a pointer file
 * (atomically, by rename) so a restarted server serves the last published site.
 */
export interface LiveSite {
  /** The directory of the site being served now (a build's `client` folder). */
  root(): string;
  /** Serves `root` from now on, remembers it across restarts and tells the listeners. */
  publish(root: string): Promise<void>;
  /** Called after each publish, e.g. to reload the headers of the new build. */
  onPublish(listener: (root: string) => void | Promise<void>): void;
}

/** The pointer file under `dataDir` that names the published build. */
export function getPointerFile(dataDir: string): string {
  return join(dataDir, 'site', 'current.json');
}

/** The build root the pointer names, whether or not it exists here; undefined without a pointer. */
export function readPointer(pointerFile: string): string | undefined {
  try {
    const { root } = JSON.parse(readFileSync(pointerFile, 'utf8')) as { root?: unknown };
    return typeof root === 'string' && root !== '' ? root : undefined;
  } catch {
    // No pointer yet (nothing published since the deploy) or an unreadable one.
    return undefined;
  }
}

/** True when `root` holds a build that can be served (its home page is there). */
export function isServableBuild(root: string): boolean {
  return existsSync(join(root, 'index.html'));
}

/** The published build named by the pointer, when it still exists; `fallback` otherwise (the deploy wins). */
export function readPublishedRoot(pointerFile: string, fallback: string): string {
  const root = readPointer(pointerFile);
  return root !== undefined && isServableBuild(root) ? root : fallback;
}

export function createLiveSite(options: { initialRoot: string; pointerFile: string }): LiveSite {
  let current = options.initialRoot;
  const listeners: ((root: string) => void | Promise<void>)[] = [];
  return {
    root: () => current,
    async publish(root) {
      await mkdir(dirname(options.pointerFile), { recursive: true });
      const temporary = `${options.pointerFile}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify({ root, publishedAt: new Date().toISOString() }));
      await rename(temporary, options.pointerFile);
      for (const listener of listeners) await listener(root);
      current = root;
    },
    onPublish(listener) {
      listeners.push(listener);
    },
  };
}
