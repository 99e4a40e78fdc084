import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const include = [
  'src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.{ts,mjs}',
  'bench/*.test.mjs',
  'test/**/*.test.ts',
];

/**
 * What makes a test file change what a later file in the same process would see: mocking a
 * module, stubbing a global or a variable of the environment, spying on a shared object, fake
 * timers, assigning a global, or an environment of its own (happy-dom). Such a file runs isolated.
 */
const changesSharedState =
  /\bvi\.(?:mock|doMock|stubGlobal|stubEnv|spyOn|useFakeTimers|resetModules)\b|@vitest-environment|\bglobalThis\.\w+\s*=[^=]/;

/** The test files that run in a fresh module graph of their own (`changesSharedState`). */
const isolatedFiles = include
  .flatMap((pattern) => globSync(pattern, { exclude: (name) => name === 'node_modules' }))
  .filter((file) => changesSharedState.test(readFileSync(file, 'utf8')))
  .sort();

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
          // Node start and the import of its modules again, 45 % of the unit tests' CPU (README, Tests).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: isolatedFiles } },
    ],
  },
});
