// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testModalData } from '../../../test/support/modal-test-data.ts';
import { serializeModalData } from './build-modal-data.ts';
import { loadModalData, modalDataElementId } from './modal-data.ts';

const data = testModalData({ lang: 'it' });

function pageNaming(attributes: Record<string, string>): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = modalDataElementId;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.replaceChildren(element);
}

/** A server with these files; every other path answers 404. Counts the requests per path. */
function serve(files: Record<string, string>): Map<string, number> {
  const requests = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      requests.set(path, (requests.get(path) ?? 0) + 1);
      const body = files[path];
      return Promise.resolve(
        body === undefined
          ? new Response('Not found', { status: 404 })
          : new Response(body, { headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
  return requests;
}

describe('loadModalData', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  // Each test imports a fresh module: the loaded data is kept for the page's life.
  const load = async () => (await import('./modal-data.ts')).loadModalData();

  it('reads the data written inline (a page rendered on demand) without a request', async () => {
    const requests = serve({});
    document.body.innerHTML = `<script type="application/json" id="${modalDataElementId}">${serializeModalData(data)}</script>`;
    await expect(loadModalData()).resolves.toEqual(data);
    expect(requests.size).toBe(0);
  });

  it('fetches the file the page names, once for every use', async () => {
    const requests = serve({ '/modal-data/it.abc.json': serializeModalData(data) });
    pageNaming({ 'data-src': '/modal-data/it.abc.json', 'data-latest': '/modal-data/it.json' });
    const { loadModalData: fresh } = await import('./modal-data.ts');
    const [first, second] = await Promise.all([fresh(), fresh()]);
    expect(first).toEqual(data);
    expect(second).toBe(first);
    await fresh();
    expect([...requests]).toEqual([['/modal-data/it.abc.json', 1]]);
  });

  it("falls back to the language's current file when the named one is gone (a page open across a publish)", async () => {
    const requests = serve({ '/modal-data/it.json': serializeModalData(data) });
    pageNaming({ 'data-src': '/modal-data/it.old.json', 'data-latest': '/modal-data/it.json' });
    await expect(load()).resolves.toEqual(data);
    expect([...requests.keys()]).toEqual(['/modal-data/it.old.json', '/modal-data/it.json']);
  });

  it('says what failed, and tries again on the next reach', async () => {
    serve({ '/modal-data/it.json': '{"not":"modal data"}' });
    pageNaming({ 'data-src': '/modal-data/it.old.json', 'data-latest': '/modal-data/it.json' });
    const { loadModalData: fresh } = await import('./modal-data.ts');
    await expect(fresh()).rejects.toThrow(
      'The modal data could not be loaded (/modal-data/it.old.json: HTTP 404; /modal-data/it.json: not modal data).',
    );
    const requests = serve({ '/modal-data/it.old.json': serializeModalData(data) });
    await expect(fresh()).resolves.toEqual(data);
    expect(requests.get('/modal-data/it.old.json')).toBe(1);
  });

  it('names a page with no data at all', async () => {
    serve({});
    document.body.replaceChildren();
    await expect(load()).rejects.toThrow('the page names none');
  });
});
