import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.{ts,mjs}',
      'bench/*.test.mjs',
      'test/**/*.test.ts',
    ],
    environment: 'node',
    // One migrated PGlite database, dumped once; each test database starts from a copy of it.
    globalSetup: ['test/support/pglite-template.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default (one fewer than the cores) runs one file at a time on a two-core machine, while
    // most files wait on a database, a child process or a socket: one more than the cores keeps both busy.
    maxWorkers: availableParallelism() + 1,
  },
});
