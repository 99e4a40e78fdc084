import { z } from 'zod';
import { ConfigError, deepFreeze, parseSection, type Env } from './fields.ts';

/** What a section's `build` may use besides its own variables. */
export interface BuildContext {
  env: Env;
  /** Problems found beyond each variable's own format (reported together, exit 78). */
  problems: string[];
  /** Things an operator should know, logged once at start. */
  warnings: string[];
  /** NODE_ENV, lower-cased (`production` is compared in any case). */
  nodeEnv: string;
}

/** One section of the configuration: its variables (a zod shape) and how they become settings. */
export interface Section<Shape extends z.ZodRawShape, Out> {
  shape: Shape;
  build(values: z.output<z.ZodObject<Shape>>, context: BuildContext): Out;
}

/** Declares a section (keeps the types of its shape and result). */
export function defineSection<Shape extends z.ZodRawShape, Out>(
  section: Section<Shape, Out>,
): Section<Shape, Out> {
  return section;
}

/** NODE_ENV as the sections compare it. */
export function nodeEnvOf(env: Env): string {
  return (env['NODE_ENV'] ?? '').trim().toLowerCase() || 'development';
}

/**
 * Loads one section alone (the build and the CLI take only their part): its variables are
 * checked, its problems thrown as a `ConfigError`, the result deeply frozen. `nodeEnv` overrides
 * NODE_ENV's (the build runs with Astro's NODE_ENV, which says nothing about the server's).
 */
export function loadSection<Shape extends z.ZodRawShape, Out>(
  section: Section<Shape, Out>,
  env: Env,
  nodeEnv = nodeEnvOf(env),
): Out {
  const values = parseSection(z.object(section.shape), env);
  const context: BuildContext = { env, problems: [], warnings: [], nodeEnv };
  const result = section.build(values, context);
  if (context.problems.length > 0) throw new ConfigError(context.problems);
  return deepFreeze(result);
}
