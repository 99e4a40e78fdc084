import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { addEndpoint, type Step } from './route-factory.ts';

/** A Fastify app with one endpoint whose steps are `steps`, answering refusals as `{ errorName }`. */
async function appWith(steps: readonly Step[]) {
  const app = Fastify();
  app.setErrorHandler((error: ApiError, _request, reply) => {
    void reply.code(error.statusCode ?? 500).send({ errorName: error.errorName ?? error.message });
  });
  addEndpoint(app, {
    path: '/thing',
    method: 'POST',
    steps,
    handler: async (_request, reply) => {
      void reply.code(201).send({ ok: true });
    },
  });
  await app.ready();
  return app;
}

const post = (app: Awaited<ReturnType<typeof appWith>>) =>
  app.inject({ method: 'POST', url: '/thing', payload: { a: 1 } });

describe('addEndpoint steps', () => {
  it('runs every step in order, waiting for those that return a promise, then the handler', async () => {
    const seen: string[] = [];
    const app = await appWith([
      () => void seen.push('sync'),
      async () => {
        // Resolved on a later turn: the steps after it must wait for it.
        await new Promise(setImmediate);
        seen.push('async');
      },
      () => void seen.push('after'),
    ]);
    const answer = await post(app);
    expect(answer.statusCode).toBe(201);
    expect(seen).toEqual(['sync', 'async', 'after']);
  });

  it('answers the first refusal, thrown at once or rejected later, and runs no step after it', async () => {
    const seen: string[] = [];
    const thrown = await appWith([
      () => void seen.push('first'),
      () => {
        throw new ApiError(401, 'InvalidSignature', 'no');
      },
      () => void seen.push('never'),
    ]);
    expect((await post(thrown)).json()).toEqual({ errorName: 'InvalidSignature' });
    const rejected = await appWith([
      () => Promise.reject(new ApiError(429, 'TooManyRequests', 'later')),
      () => void seen.push('never'),
    ]);
    const answer = await post(rejected);
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toEqual({ errorName: 'TooManyRequests' });
    expect(seen).toEqual(['first']);
  });
});
