import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What makes a test file change what a later file in the same process would see: mocking a
 * module, stubbing a global or a variable of the environment, spying on a shared object, fake
 * timers, assigning a global, or an environment of its own (happy-dom).
 */
export const changesSharedState =
  /\bvi\.(?:mock|doMock|stubGlobal|stubEnv|spyOn|useFakeTimers|resetModules)\b|@vitest-environment|\bglobalThis\.\w+\s*=[^=]/;

/**
 * The test files under `root` matched by `patterns` whose text `changesSharedState` matches, as
 * paths relative to `root`, sorted: those run isolated (vitest.config.ts).
 */
export function filesNeedingIsolation(root: string, patterns: readonly string[]): string[] {
  return patterns
    .flatMap((pattern) => globSync(pattern, { cwd: root, exclude: (name) => name === 'node_modules' }))
    .filter((file) => changesSharedState.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}
