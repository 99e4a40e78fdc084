/** A raw HTTP/1.1 client over `net`, for tests that must see what a server reads and when it closes. */
import { connect } from 'node:net';

export interface RawExchange {
  /** Everything the server sent. */
  response: string;
  /** Body bytes the socket accepted (write callbacks without error) before the server ended the exchange. */
  accepted: number;
  /** True when the server closed the connection before the whole body was written. */
  cutShort: boolean;
}

/**
 * Sends `head` (request line and headers, without the blank line), then `total` body bytes in
 * chunks of `chunkSize` (chunked transfer coding when `chunked`), one chunk every `delayMs`,
 * until all is sent or the server closes. Resolves once the connection is closed, or `idleMs`
 * after the last byte of the answer (keep-alive).
 */
export function rawExchange(
  port: number,
  head: string,
  options: { total: number; chunkSize?: number; delayMs?: number; chunked?: boolean; idleMs?: number },
): Promise<RawExchange> {
  const chunkSize = options.chunkSize ?? 16_384;
  const chunk = Buffer.alloc(chunkSize, 0x61);
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let accepted = 0;
    let sent = 0;
    let closed = false;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (closed) return;
      closed = true;
      clearTimeout(idle);
      socket.destroy();
      resolve({ response, accepted, cutShort: sent < options.total });
    };
    socket.on('data', (data) => {
      response += data.toString('latin1');
      clearTimeout(idle);
      idle = setTimeout(finish, options.idleMs ?? 500);
    });
    socket.on('error', finish);
    socket.on('close', finish);
    const frame = (data: Buffer) =>
      options.chunked
        ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
        : data;
    const writeNext = () => {
      if (closed || socket.destroyed) return;
      if (sent >= options.total) {
        if (options.chunked) socket.write('0\r\n\r\n');
        return;
      }
      const size = Math.min(chunkSize, options.total - sent);
      sent += size;
      socket.write(frame(size === chunkSize ? chunk : chunk.subarray(0, size)), (error) => {
        if (!error) accepted += size;
      });
      setTimeout(writeNext, options.delayMs ?? 0);
    };
    socket.on('connect', () => {
      socket.write(`${head}\r\n\r\n`);
      writeNext();
    });
  });
}

/** True when `text` holds a whole answer with a `Content-Length`. */
function isWholeAnswer(text: string): boolean {
  const end = text.indexOf('\r\n\r\n');
  const length = /\r\ncontent-length: (\d+)\r\n/i.exec(text)?.[1];
  return end !== -1 && length !== undefined && text.length >= end + 4 + Number(length);
}

/**
 * Sends each of `requests` (whole, head and body) on one connection, the next once the answer
 * before it is complete; resolves with the answers and whether the server still had the
 * connection open 100 ms after the last (or, if it closed it, with what came before).
 */
export function sendInTurn(port: number, requests: string[]): Promise<{ answers: string[]; open: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const answers: string[] = [];
    let current = '';
    let open = true;
    socket.on('close', () => {
      open = false;
      resolve({ answers: [...answers, current], open });
    });
    socket.on('error', reject);
    socket.on('data', (data) => {
      current += data.toString('latin1');
      if (!isWholeAnswer(current)) return;
      answers.push(current);
      current = '';
      if (answers.length < requests.length) socket.write(requests[answers.length]!);
      else setTimeout(() => (socket.destroy(), resolve({ answers, open })), 100);
    });
    socket.write(requests[0]!);
  });
}

/** The status code of a raw HTTP answer (0 when there is none). */
export function statusOf(response: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
}

/** The body of the first raw HTTP answer (without chunked framing, which these answers do not use). */
export function bodyOf(response: string): string {
  const start = response.indexOf('\r\n\r\n');
  const length = Number(/\r\ncontent-length: (\d+)/i.exec(response)?.[1] ?? 0);
  return response.slice(start + 4, start + 4 + length);
}
