import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';

/** How long a connection answered before its body was read stays half-open before it is ended. */
const lingerMs = 2_000;

/**
 * A lingering close, as nginx does it, for an answer given while the client is still sending its
 * body (a refusal before the body is needed, or a 413 for a chunked body over the limit).
 *
 * Node ends a `Connection: close` answer with `socket.destroySoon()`, which closes the socket as
 * soon as the answer is written. The bytes the client goes on sending then meet a closed socket,
 * the server's system answers them with a reset, and a reset makes the client's system drop the
 * answer it has not read yet: the client sees a broken pipe instead of the 401 or 413 (one run in
 * thirty on a busy machine). So the answer is followed by a half-close (FIN) only, nothing more of
 * the body is read (TCP flow control holds the sender back once the buffers are full), and the
 * connection is ended 2 s later, when the client has long had the answer and its end.
 *
 * Returns false, and leaves the connection open, when there is nothing to stop: the whole request
 * has already been read, it declares a body of at most `drainLimit` bytes (Node reads and drops
 * it, and the connection serves the next request: a small form refused costs no new handshake),
 * or it came without a TCP connection (Fastify's `inject`, in tests).
 */
export function lingeringClose(raw: IncomingMessage, drainLimit: number): boolean {
  const socket = raw.socket;
  if (raw.complete || !(socket instanceof Socket) || declaresAtMost(raw, drainLimit)) return false;
  // Called by Node's HTTP server once the `Connection: close` answer is written (resOnFinish).
  socket.destroySoon = function halfClose(this: Socket) {
    this.end();
  };
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  // Reading is claimed and paused at once, so Node does not drain the body once the answer is
  // written (it reads and drops an unclaimed body to reuse the connection): what arrives now
  // fills the request's small buffer, and then the socket stops reading.
  raw.pause();
  raw.on('data', () => raw.pause());
  raw.read(0);
  return true;
}

/** True when the request declares its length (no transfer coding) and it is at most `limit` bytes. */
function declaresAtMost(raw: IncomingMessage, limit: number): boolean {
  const length = raw.headers['content-length'];
  if (raw.headers['transfer-encoding'] !== undefined || length === undefined) return false;
  return /^\d+$/.test(length) && Number(length) <= limit;
}
