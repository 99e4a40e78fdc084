import { describe, expect, it } from 'vitest';
import { loadBookingSettings } from './index.ts';

describe('booking settings', () => {
  it('defaults to the built-in engine and content/booking.json', () => {
    expect(loadBookingSettings({}, '/srv/site')).toEqual({
      provider: 'builtin',
      configPath: '/srv/site/content/booking.json',
      rateLimitMax: 60,
      graph: null,
    });
  });

  it('requires the Graph credentials with BOOKING_PROVIDER=graph and builds the token URL from the tenant', () => {
    expect(() => loadBookingSettings({ BOOKING_PROVIDER: 'graph' })).toThrow(
      /MS_GRAPH_TENANT_ID: required[\s\S]*MS_GRAPH_CLIENT_SECRET: required/,
    );
    const settings = loadBookingSettings({
      BOOKING_PROVIDER: 'graph',
      MS_GRAPH_TENANT_ID: 'contoso.onmicrosoft.com',
      MS_GRAPH_CLIENT_ID: 'app',
      MS_GRAPH_CLIENT_SECRET: 'secret',
      MS_GRAPH_BUSINESS_IDS: 'a@velora.ch, b@velora.ch',
    });
    expect(() => loadBookingSettings({ MS_GRAPH_TIMEOUT_MS: 'soon' })).toThrow(
      'MS_GRAPH_TIMEOUT_MS: expected a whole number of milliseconds from 100 to 120000, got "soon"',
    );
    expect(settings.graph).toMatchObject({
      tokenUrl: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/token',
      apiUrl: 'https://graph.microsoft.com/v1.0',
      businessIds: ['a@velora.ch', 'b@velora.ch'],
      timeoutMs: 10_000,
    });
    expect(() => loadBookingSettings({ BOOKING_PROVIDER: 'sometimes' })).toThrow(
      'BOOKING_PROVIDER: expected one of builtin, graph',
    );
    expect(() =>
      loadBookingSettings({ BOOKING_PROVIDER: 'graph', MS_GRAPH_API_URL: 'http://graph.example.com' }),
    ).toThrow('MS_GRAPH_API_URL: expected an https URL');
  });
});
