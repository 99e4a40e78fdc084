/**
 * Every `/api/*` call when the site runs under Astro (dev server or an Astro adapter): the API's
 * Fastify instance (src/server/api), built once, answers the Web Request through `inject`.
 */
import type { APIRoute } from 'astro';
import type { FastifyInstance } from 'fastify';
import { createApiInstance } from '../../server/api/api-instance.ts';
import { getSharedApp } from '../../server/app.ts';
import { handleWebRequest } from '../../server/http/web-api-adapter.ts';

export const prerender = false;

let instance: Promise<FastifyInstance> | undefined;

function getInstance(): Promise<FastifyInstance> {
  instance ??= getSharedApp()
    .then((app) => createApiInstance(app))
    .catch((error: unknown) => {
      instance = undefined;
      throw error;
    });
  return instance;
}

export const ALL: APIRoute = async (context) => {
  let clientAddress = '';
  try {
    clientAddress = context.clientAddress;
  } catch {
    // Not provided by every adapter; the rate limit then keys on an unknown address.
  }
  return handleWebRequest(await getInstance(), context.request, clientAddress);
};
