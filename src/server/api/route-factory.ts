import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
import { contextOf } from './context.ts';
import { otherMethods, withTrailingSlash, type Method } from './routes.ts';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
/** An `onRequest` step: refuses by throwing an `ApiError` before any body byte is read. */
export type Step = (request: FastifyRequest) => Promise<void> | void;

/** 405 with Allow, answered before the body is read. */
export function methodNotAllowed(allowed: readonly Method[]): ApiError {
  const list = allowed.includes('GET') ? ['GET', 'HEAD'] : [...allowed];
  return new ApiError(405, 'MethodNotAllowed', `Use ${list.join(' or ')}.`, {
    headers: { Allow: list.join(', ') },
  });
}

export function notFound(message = 'No such endpoint.'): ApiError {
  return new ApiError(404, 'NotFound', message);
}

const never: Handler = () => Promise.reject(new Error('refused in onRequest'));

/**
 * Answers every method of `paths` with `error` in `onRequest` (404s, 405s); `before` may refuse
 * first (an unknown form id is a 404 whatever the method).
 */
export function addRefusal(
  scope: FastifyInstance,
  paths: readonly string[],
  methods: readonly Method[],
  error: () => ApiError,
  before?: Step,
): void {
  if (methods.length === 0) return;
  for (const url of paths) {
    scope.route({
      method: [...methods],
      url,
      onRequest: async (request) => {
        await before?.(request);
        throw error();
      },
      handler: never,
    });
  }
}

/**
 * One endpoint of the pipeline at `path` (and `path/`): `steps` run in `onRequest` in order,
 * then the body is read up to `bodyLimit`, then `handler`. Other methods answer 405 (after the
 * first step, which names the resource: an unknown one is a 404 whatever the method).
 */
export function addEndpoint(
  scope: FastifyInstance,
  options: {
    path: string;
    method: Method;
    bodyLimit?: number;
    steps: readonly Step[];
    /** The first step checks that the resource exists (run for other methods too). */
    namesResource?: boolean;
    handler: Handler;
  },
): void {
  const paths = withTrailingSlash(options.path);
  for (const url of paths) {
    scope.route({
      method: options.method,
      url,
      ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
      onRequest: async (request) => {
        contextOf(request);
        for (const step of options.steps) await step(request);
      },
      handler: options.handler,
    });
  }
  const names = options.namesResource ? options.steps[0] : undefined;
  addRefusal(scope, paths, otherMethods([options.method]), () => methodNotAllowed([options.method]), names);
}
