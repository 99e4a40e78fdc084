import type { Verifier } from './types.ts';

/** No human verification: tests and benchmarks only (refused when NODE_ENV=production). */
export function createOffVerifier(): Verifier {
  const ok = Promise.resolve({ ok: true as const });
  return { provider: 'off', verify: () => ok };
}
