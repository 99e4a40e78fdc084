/** The configuration module lives in src/config/ (one zod section per concern); the server imports it from here. */
export * from '../config/index.ts';
