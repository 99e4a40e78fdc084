// @vitest-environment happy-dom
import { act, Activity, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testModalData } from '../../../test/support/modal-test-data.ts';
import { prefetchCatalog, takePrefetchedCatalog } from './catalog-prefetch.ts';
import { useBookingCatalog, type CatalogState } from './use-booking-catalog.ts';

const data = testModalData();
const catalog = [{ id: 'biz-a', displayName: 'Banking', services: [] }];

/** A stand-in for `/api/booking/businesses`: answers `status` (or hangs until released). */
function stubBusinesses(answers: number[]) {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (path: string) => {
    calls.push(path);
    const status = answers[calls.length - 1] ?? 200;
    if (status === 0) await gate;
    const body = status >= 400 ? { error: 'down' } : { value: catalog };
    return new Response(JSON.stringify(body), {
      status: status === 0 ? 200 : status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, release };
}

let root: Root | undefined;
const seen: CatalogState['status'][] = [];

function Probe() {
  const { state } = useBookingCatalog(data);
  seen.push(state.status);
  return <p>{state.status}</p>;
}

/** Mounts the probe, inside `<StrictMode>` when `strict` (initialisers and effects run twice). */
async function mount({ strict = false } = {}): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(
      strict ? (
        <StrictMode>
          <Probe />
        </StrictMode>
      ) : (
        <Probe />
      ),
    );
  });
  return container;
}

/** Waits until the hook, re-rendered as the calls answer, shows `status`. */
async function showing(container: HTMLElement, status: CatalogState['status']): Promise<void> {
  await vi.waitFor(async () => {
    await act(async () => undefined);
    expect(container.textContent).toBe(status);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  seen.length = 0;
  takePrefetchedCatalog('en');
  takePrefetchedCatalog('de');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the booking service list asked for on intent', () => {
  it('is shown on the first render when it has arrived, with no second call', async () => {
    const api = stubBusinesses([200]);
    await prefetchCatalog('en', data.verification);
    const container = await mount();
    expect(seen[0]).toBe('ready');
    expect(container.textContent).toBe('ready');
    expect(api.calls).toEqual(['/api/booking/businesses']);
  });

  it('is awaited when the call is still under way, still one call', async () => {
    const api = stubBusinesses([0]);
    void prefetchCatalog('en', data.verification);
    const container = await mount();
    expect(container.textContent).toBe('loading');
    api.release();
    await showing(container, 'ready');
    expect(api.calls).toHaveLength(1);
  });

  it('is asked for again by the modal when the prefetch failed', async () => {
    const api = stubBusinesses([503, 200]);
    await prefetchCatalog('en', data.verification);
    const container = await mount();
    await showing(container, 'ready');
    expect(api.calls).toHaveLength(2);
  });

  it('is used when it starts after the modal was drawn ahead, hidden, and shown later', async () => {
    const api = stubBusinesses([200]);
    const container = document.createElement('div');
    document.body.append(container);
    const draw = (mode: 'hidden' | 'visible') =>
      root?.render(
        <Activity mode={mode}>
          <Probe />
        </Activity>,
      );
    await act(async () => {
      root = createRoot(container);
      draw('hidden');
    });
    await prefetchCatalog('en', data.verification);
    await act(async () => draw('visible'));
    await showing(container, 'ready');
    expect(api.calls).toHaveLength(1);
  });

  // React may render the modal ahead, hidden, and throw that render away before committing it (a
  // render at idle priority is interrupted and started over); StrictMode does the same on purpose:
  // it calls the state initialisers twice and mounts the effects twice. The prefetched list must
  // survive both, or the modal asks again after the click (a second proof of work and call).
  it('survives a render thrown away and effects mounted twice (StrictMode)', async () => {
    const api = stubBusinesses([200]);
    await prefetchCatalog('en', data.verification);
    const container = await mount({ strict: true });
    await showing(container, 'ready');
    expect(seen[0]).toBe('ready');
    expect(api.calls).toEqual(['/api/booking/businesses']);
    // Taken once the modal was committed: the next opening asks the API again.
    expect(takePrefetchedCatalog('en')).toBeUndefined();
  });

  it('survives StrictMode while the prefetched call is still under way, still one call', async () => {
    const api = stubBusinesses([0]);
    void prefetchCatalog('en', data.verification);
    const container = await mount({ strict: true });
    expect(container.textContent).toBe('loading');
    api.release();
    await showing(container, 'ready');
    expect(api.calls).toHaveLength(1);
  });

  it('is used once: the next opening asks the API again', async () => {
    const api = stubBusinesses([200, 200]);
    void prefetchCatalog('en', data.verification);
    await prefetchCatalog('en', data.verification);
    expect(api.calls).toHaveLength(1);
    expect(takePrefetchedCatalog('en')?.value).toEqual(catalog);
    expect(takePrefetchedCatalog('en')).toBeUndefined();
  });

  it('is not used for another language, nor once older than five minutes', async () => {
    stubBusinesses([200, 200]);
    vi.useFakeTimers({ toFake: ['Date'] });
    const german = prefetchCatalog('de', data.verification);
    expect(takePrefetchedCatalog('en')).toBeUndefined();
    await german;
    vi.setSystemTime(Date.now() + 5 * 60 * 1000);
    expect(takePrefetchedCatalog('de')).toBeUndefined();
  });
});
