/**
 * The process: NODE_ENV [development] (`production`, in any case, refuses HUMAN_VERIFICATION=off),
 * PORT [4321], HOST [127.0.0.1] (0.0.0.0 or :: to accept outside connections), LOG_LEVEL [info],
 * STATIC_ROOT [dist/client] (the built site the server serves).
 */
import { integer, oneOf, optionalString } from './fields.ts';
import { defineSection } from './section.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface RuntimeConfig {
  readonly nodeEnv: string;
  readonly port: number;
  readonly host: string;
  readonly logLevel: LogLevel;
  readonly staticRoot: string;
}

export const runtimeSection = defineSection({
  shape: {
    NODE_ENV: optionalString,
    PORT: integer(0, 65_535, 4321),
    HOST: optionalString,
    LOG_LEVEL: oneOf(logLevels, 'info'),
    STATIC_ROOT: optionalString,
  },
  build: (e): RuntimeConfig => ({
    nodeEnv: e.NODE_ENV ?? 'development',
    port: e.PORT,
    host: e.HOST ?? '127.0.0.1',
    logLevel: e.LOG_LEVEL,
    staticRoot: e.STATIC_ROOT ?? 'dist/client',
  }),
});
