import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
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

/**
 * Runs `steps` from `from` on, then calls `done` once: with the first refusal, or with nothing.
 * Steps that answer at once (the Origin, type, size and signature checks) cost no promise and no
 * microtask; the pipeline waits only for a step that returns one (the rate limit). A request
 * refused by such a step makes no promise at all, where the async hook made two and rejected
 * both (a flood of bad signatures paid for their rejection tracking on every request).
 */
function runSteps(
  request: FastifyRequest,
  steps: readonly Step[],
  from: number,
  done: (error?: Error) => void,
): void {
  let index = from;
  try {
    for (; index < steps.length; index += 1) {
      const pending = steps[index]!(request);
      if (pending) {
        const next = index + 1;
        pending.then(() => runSteps(request, steps, next, done), done);
        return;
      }
    }
  } catch (error) {
    done(error as Error);
    return;
  }
  done();
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
      onRequest: (request, _reply, done) => runSteps(request, options.steps, 0, done),
      handler: options.handler,
    });
  }
  const names = options.namesResource ? options.steps[0] : undefined;
  addRefusal(scope, paths, otherMethods([options.method]), () => methodNotAllowed([options.method]), names);
}
