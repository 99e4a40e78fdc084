/** The configuration module lives in src/server/config/ (one zod schema per section); this path is kept for importers. */
export * from './config/index.ts';
