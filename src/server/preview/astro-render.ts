import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

/** Astro's Node middleware (`dist/server/entry.mjs` of a build with the Node adapter). */
export type AstroHandler = (request: IncomingMessage, response: Writable, next?: () => void) => Promise<void>;

/** An answer rendered by Astro, held in memory so headers can be computed from its body. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Collects what Astro's `writeResponse` writes: status, headers and body. */
class CapturedResponse extends Writable {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  headers: Record<string, string | string[]> = {};
  readonly chunks: Buffer[] = [];
  readonly req: IncomingMessage;

  constructor(req: IncomingMessage) {
    super();
    this.req = req;
  }

  writeHead(status: number, headers: Record<string, string | string[] | number | undefined> = {}): this {
    this.statusCode = status;
    this.headersSent = true;
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined)
        this.headers[name.toLowerCase()] = typeof value === 'number' ? String(value) : value;
    }
    return this;
  }

  override _write(
    chunk: Buffer | string,
    _encoding: BufferEncoding,
    done: (error?: Error | null) => void,
  ): void {
    this.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    done();
  }
}

/** Loads the Astro handler of a build once. */
export function createAstroHandlerLoader(serverEntry: string): () => Promise<AstroHandler> {
  let loaded: Promise<AstroHandler> | undefined;
  return () => {
    loaded ??= (import(pathToFileURL(serverEntry).href) as Promise<{ handler: AstroHandler }>).then(
      (module) => module.handler,
    );
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
}

/**
 * Renders `request` (its URL already pointing at the on-demand route) with Astro and returns
 * the whole answer; `undefined` when no on-demand route matches.
 */
export async function renderWithAstro(
  handler: AstroHandler,
  request: IncomingMessage,
): Promise<RenderedPage | undefined> {
  const captured = new CapturedResponse(request);
  let matched = true;
  const finished = new Promise<void>((resolve, reject) => {
    captured.once('finish', resolve);
    captured.once('error', reject);
  });
  await handler(request, captured, () => {
    matched = false;
    captured.end();
  });
  await finished;
  if (!matched) return undefined;
  return { status: captured.statusCode, headers: captured.headers, body: Buffer.concat(captured.chunks) };
}
