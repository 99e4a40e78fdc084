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
 * Stdout is written asynchronously (SonicBoom, `sync: false`): the lines of one turn of the event
 * loop go out together at its end when no write is in flight (`linesPerTurn`), and the lines
 * logged meanwhile go out together in the next write. Written
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
    options.stream ?? stdoutDestination(),
  );
}

let stdout: DestinationStream | undefined;

/** The one stdout destination every logger of the process writes to, in order. */
function stdoutDestination(): DestinationStream {
  stdout ??= createStdoutDestination();
  return stdout;
}

/** Log bytes held for a slow stdout at most (16 MB: some 60,000 lines). */
const maxPendingLogBytes = 16 * 1024 * 1024;

/** What {@link linesPerTurn} needs of SonicBoom: a write, a flush, and a synchronous flush at exit. */
export interface LineSink {
  write(text: string): unknown;
  flush(callback: (error?: Error | null) => void): void;
  flushSync(): void;
}

/** Characters of lines one turn gathers at most before handing them over (64 KB). */
const maxLinesPerHandOver = 64 * 1024;

/**
 * The lines logged in one turn of the event loop, handed to `sink` as one string at the end of
 * the turn (`setImmediate`): an idle process's line still goes out at once. SonicBoom measures the
 * UTF-8 length of its whole pending chunk at every write it is given (`Buffer.byteLength` of a
 * string one line longer each time), so the lines logged while a write is in flight cost it time
 * growing with their square: under load, with a line per accepted submission, the log line cost
 * about 12 µs of the server's CPU per submission (bench/submissions.mjs on PostgreSQL,
 * `LOG_LEVEL=info` against `warn`). At exit, lines not yet handed over go to `sink` at once,
 * and it is flushed synchronously.
 */
export function linesPerTurn(sink: LineSink): DestinationStream {
  let lines: string[] = [];
  let length = 0;
  let scheduled = false;
  const handOver = () => {
    scheduled = false;
    if (lines.length === 0) return;
    const text = lines.length === 1 ? lines[0]! : lines.join('');
    lines = [];
    length = 0;
    sink.write(text);
  };
  // Before pino's own flush of stdout at exit (the process's stdout has one such destination).
  process.prependListener('exit', () => {
    if (lines.length === 0) return;
    try {
      handOver();
      sink.flushSync();
    } catch {
      // Stdout is closed or gone (EPIPE): the process is ending, and its lines have nowhere to go.
    }
  });
  return {
    write(line: string) {
      lines.push(line);
      length += line.length;
      // A turn that logs much hands it over as it goes: SonicBoom's bound on what waits applies.
      if (length >= maxLinesPerHandOver) return handOver();
      if (scheduled) return;
      scheduled = true;
      setImmediate(handOver);
    },
    // `logger.flush(callback)`: every line logged so far is written when `callback` runs.
    flush(callback: (error?: Error | null) => void) {
      handOver();
      sink.flush(callback);
    },
  } as DestinationStream;
}

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
  return linesPerTurn(destination);
}
