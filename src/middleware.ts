import { defineMiddleware } from 'astro:middleware';

/**
 * i18n routing is manual (astro.config.ts): the route table in src/cms generates every
 * language's paths and the Node server picks the localised 404, so requests pass straight through.
 */
export const onRequest = defineMiddleware((_context, next) => next());
