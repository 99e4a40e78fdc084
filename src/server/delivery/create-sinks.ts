import type { Db } from '../db/db.ts';
import type { DeliveryConfig, SinkName } from '../config.ts';
import { createHubSpotSink } from './hubspot-sink.ts';
import { createInboxSink } from './inbox-sink.ts';
import { createSmsSink } from './sms-sink.ts';
import type { Sink } from './types.ts';

/** Sink names the worker handles whether or not they are configured (unconfigured ones wait). */
export const builtInSinkNames: readonly SinkName[] = ['hubspot', 'sms', 'inbox'];

/**
 * The configured sinks by name: always the inbox, HubSpot and the SMS gateway when their
 * settings are present, plus `extra` adapters (a later Microsoft Bookings sink, say).
 */
export function createSinks(db: Db, config: DeliveryConfig, extra: readonly Sink[] = []): Map<string, Sink> {
  const sinks = new Map<string, Sink>([['inbox', createInboxSink(db, config.inboxDir)]]);
  const options = { configErrorDelayMs: config.configErrorDelayMs };
  if (config.hubspot) sinks.set('hubspot', createHubSpotSink(config.hubspot, options));
  if (config.sms) sinks.set('sms', createSmsSink(config.sms, options));
  for (const sink of extra) sinks.set(sink.name, sink);
  return sinks;
}

/**
 * The sink an outbox entry goes to: the pipeline writes `default`, resolved here from the form
 * type's route (`DELIVERY_ROUTES` and the configured services), at each attempt, so fixing the
 * configuration also redirects entries still waiting. Any other value names the sink itself.
 */
export function resolveSinkName(entrySink: string, formType: string, config: DeliveryConfig): string {
  if (entrySink !== 'default') return entrySink;
  return config.routes[formType] ?? 'inbox';
}
