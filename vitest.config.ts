import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { filesNeedingIsolation } from './test/support/test-isolation.ts';

const include = [
  'src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.{ts,mjs}',
  'bench/*.test.mjs',
  'test/**/*.test.ts',
];

/** Test files that change shared state (test/support/test-isolation.ts) run in a module graph of their own. */
const isolatedFiles = filesNeedingIsolation(import.meta.dirname, include);

export default defineConfig({
  test: {
    environment: 'node',
    // One migrated PGlite database, dumped once; each test database starts from a copy of it.
    globalSetup: ['test/support/pglite-template.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default (one fewer than the cores) runs one file at a time on a two-core machine, while
    // most files wait on a database, a child process or a socket: one more than the cores keeps both busy.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include,
          exclude: [...configDefaults.exclude, ...isolatedFiles],
          // A worker runs file after file in one module graph: each file in a fresh process took a
          // Node start and the import of its modules again, a quarter of the unit tests' CPU (README, Tests).
          isolate: false,
        },
      },
      // (An empty include would mean Vitest's default: every file again.)
      ...(isolatedFiles.length > 0
        ? [{ extends: true, test: { name: 'isolated', include: isolatedFiles } }]
        : []),
    ],
  },
});
