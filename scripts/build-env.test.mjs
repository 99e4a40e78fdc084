import { describe, expect, it } from 'vitest';
import { buildEnv } from './build-env.mjs';

describe('buildEnv', () => {
  it('gives the build two memory arenas, no huge pages for Rolldown and no telemetry, keeping everything else', () => {
    const env = buildEnv({ PATH: '/bin', CONTENT_DIR: 'content' });
    expect(env).toEqual({
      PATH: '/bin',
      CONTENT_DIR: 'content',
      ASTRO_TELEMETRY_DISABLED: '1',
      MALLOC_ARENA_MAX: '2',
      MIMALLOC_ALLOW_THP: '0',
    });
  });

  it('lets a value the operator set win', () => {
    expect(buildEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
    expect(buildEnv({ MIMALLOC_ALLOW_THP: '1' }).MIMALLOC_ALLOW_THP).toBe('1');
  });
});
