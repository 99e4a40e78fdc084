import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changesSharedState, filesNeedingIsolation } from './test-isolation.ts';

describe('which test files run isolated', () => {
  // The text decides, so a file that merely names a pattern (this one) runs isolated too: the safe side.
  it('picks a file that mocks, stubs, spies, fakes timers, assigns a global or has its own environment', () => {
    for (const text of [
      "vi.mock('./a.ts')",
      "vi.doMock('./a.ts')",
      "vi.stubGlobal('fetch', f)",
      "vi.stubEnv('PORT', '1')",
      "vi.spyOn(console, 'warn')",
      'vi.useFakeTimers()',
      'vi.resetModules()',
      '// @vitest-environment happy-dom',
      'globalThis.fetch = fake;',
    ])
      expect(changesSharedState.test(text), text).toBe(true);
    for (const text of [
      'const fetch = (async () => r) as unknown as typeof globalThis.fetch;',
      'if (globalThis.fetch === undefined) return;',
      'const db = await testDatabases()[0]!.open(); const f = vi.fn(); expect(f).not.toHaveBeenCalled();',
    ])
      expect(changesSharedState.test(text), text).toBe(false);
  });

  it('lists such files under the patterns, relative to the root, whatever the working directory', () => {
    const root = mkdtempSync(join(tmpdir(), 'velora-isolation-'));
    const files: Record<string, string> = {
      'src/a/mocks.test.ts': "vi.mock('./b.ts');",
      'src/a/plain.test.ts': 'expect(1).toBe(1);',
      'src/dom.test.tsx': '// @vitest-environment happy-dom',
      'node_modules/x/y.test.ts': "vi.mock('z');",
      'test/env.test.ts': "vi.stubEnv('A', 'b');",
    };
    try {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), text);
      }
      expect(filesNeedingIsolation(root, ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'])).toEqual([
        'src/a/mocks.test.ts',
        'src/dom.test.tsx',
        'test/env.test.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('vitest.config.ts', () => {
  it('runs the files that mock or bring their own environment isolated, and every other file shared', async () => {
    const { default: config } = await import('../../vitest.config.ts');
    const [shared, isolated] = (config.test?.projects ?? []) as {
      test: { name: string; isolate?: boolean; include: string[]; exclude: string[] };
    }[];
    expect(shared?.test).toMatchObject({ name: 'shared', isolate: false });
    expect(isolated?.test.name).toBe('isolated');
    expect(isolated?.test.isolate).not.toBe(false);
    for (const file of [
      'src/components/booking/ScheduleACall.loading.test.tsx',
      'src/browser/modals/init-modals.test.ts',
    ]) {
      expect(isolated?.test.include).toContain(file);
      expect(shared?.test.exclude).toContain(file);
    }
    expect(isolated?.test.include).not.toContain('src/server/api/api.test.ts');
  });
});
