import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { App } from './app.ts';
import type { AttemptRecord } from './delivery/outbox-store.ts';
import { registerHttpMetrics } from './metrics/http-metrics.ts';
import { createMetrics, getSubmissionOutcome, type Metrics } from './metrics/metrics.ts';
import { startMetricsServer } from './metrics/metrics-server.ts';
import { readOutboxSnapshot } from './metrics/outbox-snapshot.ts';
import { createAstroHandlerLoader } from './preview/astro-render.ts';
import { registerPreview } from './preview/preview-plugin.ts';
import { runChildBuild } from './publish/child-build.ts';
import { followPublishedSite } from './publish/follow-published.ts';
import { createLiveSite, getPointerFile } from './publish/live-site.ts';
import { createRebuildQueue, type RebuildQueue } from './publish/rebuild-queue.ts';
import { registerStoryblokWebhook } from './publish/webhook-route.ts';
import type { SiteHandle } from './site/register-site.ts';
import { buildPageCsp } from '../build/headers/page-csp.ts';
import { baseSecurityHeaders } from '../lib/security-headers.ts';

/** Counts every form and booking answer by the endpoint's name and its outcome. */
function countSubmissions(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (request.method !== 'POST' || !route?.startsWith('/api/')) return;
    const form = route.slice('/api/'.length).split('/:')[0]?.replace(/\/$/, '') ?? 'unknown';
    metrics.submissions.inc({ form, outcome: getSubmissionOutcome(reply.statusCode) });
  });
}

/** The delivery worker's report of an attempt, as metrics. */
export function countDeliveryAttempt(
  metrics: Metrics | undefined,
  record: AttemptRecord,
  attempt: number,
): void {
  if (!metrics) return;
  const outcome = record.next === 'pending' ? 'retry' : record.next;
  metrics.deliveries.inc({ sink: record.sink, outcome });
  if (record.next !== 'pending') metrics.deliveryAttempts.observe({ sink: record.sink }, attempt);
}

/**
 * What editors and operators get beside the site and the API, each only when configured:
 * Prometheus metrics on their own port (METRICS_PORT), the Storyblok publish webhook with
 * coalesced rebuilds and an atomic swap of the served build (STORYBLOK_WEBHOOK_SECRET), and the
 * Visual Editor preview rendered on demand (STORYBLOK_PREVIEW_TOKEN).
 */
export function registerEditorsAndOperators(
  fastify: FastifyInstance,
  app: App,
): { metrics: Metrics | undefined } {
  const { config } = app;
  const metrics = config.metrics
    ? createMetrics({ readOutbox: () => readOutboxSnapshot(app.db) })
    : undefined;
  if (metrics && config.metrics) {
    registerHttpMetrics(fastify, metrics);
    countSubmissions(fastify, metrics);
    const options = config.metrics;
    let server: { close(): Promise<void> } | undefined;
    fastify.addHook('onReady', async () => {
      server = await startMetricsServer(metrics, options);
    });
    fastify.addHook('onClose', async () => server?.close());
  }
  if (config.previewToken) {
    registerPreview(fastify, {
      previewToken: config.previewToken,
      loadHandler: createAstroHandlerLoader(path.resolve('dist', 'server', 'entry.mjs')),
      buildCsp: (html) => buildPageCsp(html),
      siteHeaders: baseSecurityHeaders,
    });
  }
  return { metrics };
}

/**
 * The publish webhook, once the site is registered (it swaps the build the site serves); or, on a
 * replica with FOLLOW_SITE_POINTER, the switch to each build its publisher makes live.
 */
export async function registerPublishing(
  fastify: FastifyInstance,
  app: App,
  site: SiteHandle,
  metrics: Metrics | undefined,
): Promise<RebuildQueue | undefined> {
  const { followSitePointer } = app.config;
  if (followSitePointer) {
    const follower = followPublishedSite({ pointerFile: followSitePointer, site, logger: fastify.log });
    fastify.addHook('onClose', async () => follower.close());
  }
  const secret = app.config.webhookSecret;
  if (!secret) return undefined;
  const liveSite = createLiveSite({
    initialRoot: site.root(),
    pointerFile: getPointerFile(app.config.dataDir),
  });
  liveSite.onPublish((root) => site.reload(root));
  const queue = createRebuildQueue({
    build: (outDir) =>
      runChildBuild(outDir, {
        command: [process.execPath, 'scripts/build.mjs'],
        cwd: process.cwd(),
        // The live build lends the new one the compressed files and policies of unchanged pages.
        env: { ...process.env, PREVIOUS_BUILD_ROOT: liveSite.root() },
      }),
    // Inside the project: a build's prerender step resolves packages from its own location.
    buildsDir: path.resolve('dist', 'builds'),
    site: liveSite,
    logger: app.logger,
    onOutcome: (outcome) => metrics?.rebuilds.inc({ outcome }),
  });
  await registerStoryblokWebhook(fastify, { secret, queue });
  fastify.addHook('onClose', () => queue.close());
  return queue;
}
