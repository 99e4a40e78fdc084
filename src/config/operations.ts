/**
 * Editors and operators: STORYBLOK_WEBHOOK_SECRET (the publish webhook's secret; without it the
 * route does not exist), STORYBLOK_PREVIEW_TOKEN (the space's preview token; without it there is
 * no Visual Editor preview; drafts are read from STORYBLOK_API_URL, see content.ts), METRICS_PORT
 * (Prometheus `/metrics` on its own port; off when unset), METRICS_HOST [127.0.0.1] and
 * FOLLOW_SITE_POINTER (a replica serves the build a publisher made live: the path of the
 * publisher's `DATA_DIR/site/current.json` on a shared volume; off when unset).
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { optionalString } from './fields.ts';
import { defineSection } from './section.ts';

export interface OperationsConfig {
  readonly webhookSecret: string | undefined;
  readonly previewToken: string | undefined;
  readonly metrics: { readonly port: number; readonly host: string } | undefined;
  /** The publisher's pointer file this replica follows (absolute), if any. */
  readonly followSitePointer: string | undefined;
}

const port = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return undefined;
    const number = Number(value);
    if (!/^\s*\d+\s*$/.test(value) || number < 1 || number > 65_535) {
      ctx.addIssue({ code: 'custom', message: `expected a port from 1 to 65535, got "${value}"` });
      return z.NEVER;
    }
    return number;
  });

export const operationsSection = defineSection({
  shape: {
    STORYBLOK_WEBHOOK_SECRET: optionalString,
    STORYBLOK_PREVIEW_TOKEN: optionalString,
    METRICS_PORT: port,
    METRICS_HOST: optionalString,
    FOLLOW_SITE_POINTER: optionalString,
  },
  build: (e, context): OperationsConfig => {
    if (e.STORYBLOK_WEBHOOK_SECRET !== undefined && e.STORYBLOK_WEBHOOK_SECRET.length < 16)
      context.problems.push('STORYBLOK_WEBHOOK_SECRET: use at least 16 characters (a long random string)');
    if (e.FOLLOW_SITE_POINTER !== undefined && e.STORYBLOK_WEBHOOK_SECRET !== undefined)
      context.problems.push(
        'FOLLOW_SITE_POINTER: a server that publishes (STORYBLOK_WEBHOOK_SECRET is set) serves its own builds; unset one of the two',
      );
    return {
      webhookSecret: e.STORYBLOK_WEBHOOK_SECRET,
      previewToken: e.STORYBLOK_PREVIEW_TOKEN,
      metrics:
        e.METRICS_PORT === undefined
          ? undefined
          : { port: e.METRICS_PORT, host: e.METRICS_HOST ?? '127.0.0.1' },
      followSitePointer: e.FOLLOW_SITE_POINTER === undefined ? undefined : resolve(e.FOLLOW_SITE_POINTER),
    };
  },
});
