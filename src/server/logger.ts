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

/** Stdout buffer: lines are written 4 KB at a time, and at least every 250 ms. */
const STDOUT_BUFFER_BYTES = 4096;
const STDOUT_FLUSH_MS = 250;

function createStdout(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: STDOUT_BUFFER_BYTES });
  // A quiet server must not sit on its last lines; the timer never keeps the process alive.
  setInterval(() => destination.flush(), STDOUT_FLUSH_MS).unref();
  return destination;
}

/**
 * Structured JSON logs (pino) at `level`, to stdout unless a stream is given (tests capture it).
 * Stdout is buffered and written asynchronously, so a busy server makes one write per few
 * kilobytes of lines rather than one per line; pino flushes what is left when the process exits.
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
    options.stream ?? createStdout(),
  );
}
