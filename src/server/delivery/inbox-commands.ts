import { parseArgs } from 'node:util';
import type { Db } from '../db/db.ts';
import { listDeadLetters, replayDeadLetter, ReplayError } from './dead-letters.ts';
import { isFormType } from '../../forms/stored-form-types.ts';
import { formatExport } from './format-export.ts';
import { escapeControls, formatTable, formatTime } from './format-table.ts';
import {
  deliveryStatuses,
  findSubmission,
  listSubmissions,
  readSubmissionsForExport,
  type DeliveryStatus,
} from './inbox-queries.ts';

/** What the commands need from the outside world (a terminal and files, or test doubles). */
export interface InboxIo {
  openDb(): Promise<Db>;
  write(text: string): void;
  writeError(text: string): void;
  writeFile(path: string, text: string): Promise<void>;
}

/** A mistake in the command line; the message says what to type instead. */
export class InboxUsageError extends Error {
  override name = 'InboxUsageError';
}

/** The `help` text. */
export const inboxHelp = `Usage: npm run inbox -- <command> [options]

Commands:
  list [--form TYPE] [--status pending|delivering|delivered|dead] [--limit N]
                         submissions, newest first (default limit 50)
  show <id|reference>    one submission: fields, page, delivery and every attempt
  export --format csv|json [--form TYPE] [--out FILE]
                         all submissions (CSV: one column per field); to stdout without --out
  dead                   dead letters with the reason each was given up
  replay <outbox id|reference>
                         put a dead letter back in the queue (attempts reset, due now)
  help                   this text

The database is the server's: DATABASE_URL, else PGlite under DATA_DIR (default .data).
With PGlite and a server running on DATA_DIR, the server runs the command (asked over
DATA_DIR/server.sock); without one, the CLI opens the database itself for the moment.
`;

function parse(args: string[], options: Record<string, { type: 'string' }>, positionals: number) {
  try {
    const parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
    if (parsed.positionals.length !== positionals) {
      throw new InboxUsageError(
        positionals === 0
          ? `unexpected argument "${parsed.positionals[0]}"`
          : 'expected exactly one id or reference',
      );
    }
    return parsed;
  } catch (error) {
    if (error instanceof InboxUsageError) throw error;
    throw new InboxUsageError(
      error instanceof Error ? error.message.replace(/\. To specify a positional.*$/s, '') : String(error),
    );
  }
}

function readForm(value: string | undefined): string | undefined {
  if (value !== undefined && !isFormType(value))
    throw new InboxUsageError(`--form: unknown form type "${value}"`);
  return value;
}

function readStatus(value: string | undefined): DeliveryStatus | undefined {
  if (value === undefined) return undefined;
  const status = deliveryStatuses.find((known) => known === value);
  if (!status) throw new InboxUsageError(`--status must be one of ${deliveryStatuses.join(', ')}`);
  return status;
}

function readLimit(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 100_000)
    throw new InboxUsageError('--limit must be a whole number from 1 to 100000');
  return Number(value);
}

async function runList(args: string[], io: InboxIo, getDb: () => Promise<Db>) {
  const { values } = parse(
    args,
    { form: { type: 'string' }, status: { type: 'string' }, limit: { type: 'string' } },
    0,
  );
  const filter = {
    formType: readForm(values.form),
    status: readStatus(values.status),
    limit: readLimit(values.limit),
  };
  const items = await listSubmissions(await getDb(), filter);
  if (items.length === 0) return io.write('No submissions.\n');
  io.write(
    formatTable(
      ['REFERENCE', 'FORM', 'RECEIVED', 'STATUS', 'ATTEMPTS', 'SINK', 'ID'],
      items.map((item) => [
        item.reference,
        item.formType,
        formatTime(item.createdAt),
        item.status ?? '-',
        String(item.attempts),
        item.deliveredTo ?? '',
        item.id,
      ]),
    ),
  );
}

async function runShow(args: string[], io: InboxIo, getDb: () => Promise<Db>) {
  const target = parse(args, {}, 1).positionals[0] ?? '';
  const item = await findSubmission(await getDb(), target);
  if (!item) throw new InboxUsageError(`no submission with id or reference "${target}"`);
  const lines = [
    `Reference   ${item.reference}`,
    `Id          ${item.id}`,
    `Form        ${item.formType}`,
    `Received    ${formatTime(item.createdAt)}`,
    `Delivery    ${item.status ?? '-'}${item.deliveredTo ? ` to ${item.deliveredTo}` : ''}, ${item.attempts} attempt(s), outbox id ${item.outboxId ?? '-'}`,
    ...(item.status === 'pending' ? [`Next try    ${formatTime(item.nextAttemptAt)}`] : []),
    ...(item.lastError ? [`Last error  ${item.lastError}`] : []),
    '',
    'Fields',
    ...Object.entries(item.payload).map(
      ([key, value]) => `  ${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
    ),
    'Page',
    ...Object.entries(item.meta).map(
      ([key, value]) => `  ${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
    ),
    'Attempts',
    ...item.attemptLog.map(
      (entry) =>
        `  #${entry.attempt} ${formatTime(entry.at)} ${entry.sink} ${entry.outcome}${entry.httpStatus ? ` ${entry.httpStatus}` : ''}${entry.error ? `: ${entry.error}` : ''}`,
    ),
  ];
  // What a visitor typed is printed with its control characters escaped: one value, one line.
  io.write(`${lines.map(escapeControls).join('\n')}\n`);
}

async function runExport(args: string[], io: InboxIo, getDb: () => Promise<Db>) {
  const { values } = parse(
    args,
    { format: { type: 'string' }, form: { type: 'string' }, out: { type: 'string' } },
    0,
  );
  if (values.format !== 'csv' && values.format !== 'json')
    throw new InboxUsageError('export needs --format csv or --format json');
  const formType = readForm(values.form);
  const text = formatExport(await readSubmissionsForExport(await getDb(), { formType }), values.format);
  if (values.out === undefined) return io.write(text);
  await io.writeFile(values.out, text);
}

async function runDead(args: string[], io: InboxIo, getDb: () => Promise<Db>) {
  parse(args, {}, 0);
  const letters = await listDeadLetters(await getDb());
  if (letters.length === 0) return io.write('No dead letters.\n');
  io.write(
    formatTable(
      ['OUTBOX', 'REFERENCE', 'FORM', 'RECEIVED', 'ATTEMPTS', 'REASON'],
      letters.map((letter) => [
        String(letter.outboxId),
        letter.reference,
        letter.formType,
        formatTime(letter.createdAt),
        String(letter.attempts),
        letter.reason,
      ]),
    ),
  );
}

async function runReplay(args: string[], io: InboxIo, getDb: () => Promise<Db>) {
  const target = parse(args, {}, 1).positionals[0] ?? '';
  try {
    const ids = await replayDeadLetter(await getDb(), target);
    io.write(
      `Requeued outbox ${ids.length === 1 ? 'entry' : 'entries'} ${ids.join(', ')}: the worker delivers ${ids.length === 1 ? 'it' : 'them'} at its next poll.\n`,
    );
  } catch (error) {
    throw error instanceof ReplayError ? new InboxUsageError(error.message) : error;
  }
}

const commands: Record<string, (args: string[], io: InboxIo, getDb: () => Promise<Db>) => Promise<void>> = {
  list: runList,
  show: runShow,
  export: runExport,
  dead: runDead,
  replay: runReplay,
};

/**
 * Runs one inbox command (`args` = what follows `npm run inbox --`). Returns the exit code:
 * 0 done, 2 a usage mistake (the message and a pointer to `help` are written).
 */
export async function runInboxCommand(args: string[], io: InboxIo): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.write(inboxHelp);
    return 0;
  }
  const command = commands[name];
  if (!command) {
    io.writeError(`Unknown command "${name}". Commands: ${Object.keys(commands).join(', ')}, help.\n`);
    return 2;
  }
  // Opened only once the command line is understood, so a typo never touches the database.
  let db: Promise<Db> | undefined;
  const getDb = () => (db ??= io.openDb());
  try {
    await command(rest, io, getDb);
    return 0;
  } catch (error) {
    if (!(error instanceof InboxUsageError)) throw error;
    io.writeError(`${name}: ${error.message}. See \`npm run inbox -- help\`.\n`);
    return 2;
  } finally {
    if (db) await (await db).close();
  }
}
