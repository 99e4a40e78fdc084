import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** True when nothing listens on `port` of 127.0.0.1 right now (the port is probed, then freed). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port of 127.0.0.1 nobody listens on right now (for a server a test starts). */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The first port the system hands out to outgoing connections (Linux: 32768 unless configured). */
function ephemeralRangeStart(): number {
  try {
    const first = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    return Number.isInteger(first) && first > 11_000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A free port of 127.0.0.1 below the system's ephemeral range, for a server a test kills or stops
 * and starts again on the same port. A free port of the ephemeral range (what `getFreePort` gets)
 * may become the local port of any process's outgoing connection meanwhile (a database client, a
 * fetch), and the restart then fails with EADDRINUSE; no outgoing connection takes one below it.
 */
export async function getRestartablePort(): Promise<number> {
  const end = ephemeralRangeStart();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = 10_000 + Math.floor(Math.random() * (end - 10_000));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between 10000 and ${end}`);
}
