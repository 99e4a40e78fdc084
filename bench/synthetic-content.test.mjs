import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSyntheticContent } from './synthetic-content.mjs';

const root = mkdtempSync(join(tmpdir(), 'velora-synthetic-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every file under `root` with its inode and modification time. */
function snapshot() {
  return Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        const { ino, mtimeMs } = statSync(file);
        return [file, `${ino}:${mtimeMs}`];
      }),
  );
}

describe('writeSyntheticContent', () => {
  it('writes the stories of every language, and a second run with the same content touches no file', () => {
    writeSyntheticContent(root, 12, 'content/site.json');
    const first = snapshot();
    // 12 stories per language, plus the config story of each language, plus site.json.
    expect(Object.keys(first)).toHaveLength(4 * 13 + 1);
    const post = join(root, 'stories', 'de', 'blog', 'savings', 'article-1.json');
    expect(JSON.parse(readFileSync(post, 'utf8')).full_slug).toBe('de/blog/savings/article-1');
    writeSyntheticContent(root, 12, 'content/site.json');
    expect(snapshot()).toEqual(first);
  });

  it('puts back a changed story, removes a story no longer in the site, and leaves the rest alone', () => {
    writeSyntheticContent(root, 12, 'content/site.json');
    const before = snapshot();
    const changed = join(root, 'stories', 'en', 'blog', 'banking', 'article-0.json');
    const original = readFileSync(changed, 'utf8');
    writeFileSync(changed, '{}');
    writeFileSync(join(root, 'stories', 'en', 'stray.json'), '{}');
    writeSyntheticContent(root, 11, 'content/site.json');
    const after = snapshot();
    expect(readFileSync(changed, 'utf8')).toBe(original);
    expect(Object.keys(after)).toHaveLength(4 * 12 + 1);
    expect(after[join(root, 'stories', 'en', 'stray.json')]).toBeUndefined();
    const untouched = join(root, 'stories', 'it', 'home.json');
    expect(after[untouched]).toBe(before[untouched]);
  });
});
