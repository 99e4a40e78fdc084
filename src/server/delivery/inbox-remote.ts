import { request } from 'node:http';
import { adminSocketPath, type InboxCommandResult } from './inbox-socket.ts';

/** How long the CLI waits for the server's answer (an export of many submissions takes a while). */
const ANSWER_TIMEOUT_MS = 120_000;

/** Errors meaning "no server listens on this socket": the CLI opens the database itself. */
const NO_SERVER = new Set(['ENOENT', 'ECONNREFUSED', 'ENOTSOCK']);

/**
 * Asks the server running on `dataDir` to run an inbox command (`inbox-socket.ts`). Resolves to
 * its answer, or to `undefined` when no server listens there.
 */
export function askRunningServer(dataDir: string, args: string[]): Promise<InboxCommandResult | undefined> {
  const body = JSON.stringify({ args });
  return new Promise((resolve, reject) => {
    const call = request(
      {
        socketPath: adminSocketPath(dataDir),
        path: '/inbox',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: ANSWER_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            const answer = JSON.parse(text) as InboxCommandResult & { error?: string };
            if (response.statusCode === 200) return resolve(answer);
            reject(new Error(`the running server answered ${response.statusCode}: ${answer.error ?? text}`));
          } catch {
            reject(new Error(`the running server answered ${response.statusCode}: ${text.slice(0, 200)}`));
          }
        });
      },
    );
    call.on('timeout', () =>
      call.destroy(new Error(`the running server did not answer in ${ANSWER_TIMEOUT_MS / 1000} s`)),
    );
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== undefined && NO_SERVER.has(error.code)) resolve(undefined);
      else reject(error);
    });
    call.end(body);
  });
}
