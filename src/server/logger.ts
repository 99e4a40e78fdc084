import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * Field names that hold personal data. The server never logs them (a log line names the
 * submission id, never a name, e-mail or phone); the redaction is a second line of defence.
 */
const personalFields = [
  'firstname',
  'lastname',
  'firstName',
  'lastName',
  'name',
  'email',
  'phone',
  'phoneCode',
  'address',
  'postalCode',
  'city',
  'message',
  'note',
  'payload',
  'body',
  'date_of_birth',
  'company',
];

/**
 * Structured JSON logs (pino) at `level`, to stdout unless a stream is given (tests capture it).
 *
 * Stdout is written asynchronously (SonicBoom, `sync: false`): a line goes out at once when no
 * write is in flight, and the lines logged meanwhile go out together in the next write. Written
 * synchronously, each line was a blocking write to the pipe in front of the process (journald,
 * Docker): about 15 µs, a tenth of the CPU of an accepted submission (bench/submissions.mjs).
 * pino flushes what is left when the process exits (SIGTERM and SIGINT close the server and
 * exit); only a hard kill (SIGKILL, or the machine failing) can lose the last milliseconds of
 * lines. Never data: a submission is committed before its answer, whatever happens to its log.
 *
 * When nothing reads stdout fast enough, lines wait in memory up to `maxPendingLogBytes`; beyond
 * that they are dropped rather than let the process grow until it dies, and stderr says how many
 * bytes were dropped (at most every 10 s).
 */
export function createLogger(options: { level: string; stream?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: { service: 'velora-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Top-level keys only: wildcard paths would cost several microseconds on every line.
      redact: { paths: personalFields, censor: '[redacted]' },
    },
    options.stream ?? createStdoutDestination(),
  );
}

/** Log bytes held for a slow stdout at most (16 MB: some 60,000 lines). */
const maxPendingLogBytes = 16 * 1024 * 1024;

function createStdoutDestination(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, maxLength: maxPendingLogBytes });
  let dropped = 0;
  let reported = 0;
  destination.on('drop', (line: string) => {
    dropped += Buffer.byteLength(line);
    if (Date.now() - reported < 10_000) return;
    reported = Date.now();
    process.stderr.write(
      `velora: ${dropped} bytes of log lines dropped so far: stdout is not read as fast as the server logs\n`,
    );
  });
  return destination;
}
