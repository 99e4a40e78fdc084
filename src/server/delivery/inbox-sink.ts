import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/db.ts';
import { mapLimited } from './sink-window.ts';
import type { DeliveryOutcome, DeliverySubmission, Sink } from './types.ts';

/** Inbox files written at once (the thread pool does the writing; more only queue there). */
const FILE_CONCURRENCY = 16;

/**
 * The local inbox, the default sink: the submission stays in the database and is listed by
 * `npm run inbox -- list`; with an inbox folder it is also written as
 * `{folder}/{formType}/{reference}.json`, readable without the database (and while the server holds
 * the embedded one). Idempotent: delivering the same submission twice keeps one entry with its
 * first arrival time and rewrites the same file. `deliverMany` takes a whole batch in one
 * statement and writes its files concurrently.
 */
export function createInboxSink(db: Db, folder: string | null = null): Sink {
  const made = new Set<string>();
  const deliverMany = async (submissions: readonly DeliverySubmission[]): Promise<DeliveryOutcome[]> => {
    const { rows } = await db.query<{ submission_id: string; received_at: Date | string }>(
      `insert into inbox (submission_id) select unnest($1::uuid[])
       on conflict (submission_id) do update set submission_id = excluded.submission_id
       returning submission_id, received_at`,
      [submissions.map((submission) => submission.id)],
    );
    if (folder) {
      const receivedAt = new Map(rows.map((row) => [row.submission_id, row.received_at]));
      await mapLimited(submissions, FILE_CONCURRENCY, (submission) =>
        writeInboxFile(folder, submission, receivedAt.get(submission.id) ?? new Date(), made),
      );
    }
    return submissions.map(() => ({ kind: 'delivered' }));
  };
  return {
    name: 'inbox',
    deliverMany,
    async deliver(submission) {
      const [outcome] = await deliverMany([submission]);
      return outcome ?? { kind: 'delivered' };
    },
  };
}

/** Writes atomically (temporary file, then rename) so a reader never sees half a submission. */
async function writeInboxFile(
  folder: string,
  submission: DeliverySubmission,
  deliveredAt: Date | string,
  made: Set<string>,
): Promise<void> {
  const directory = join(folder, safeName(submission.formType));
  if (!made.has(directory)) {
    await mkdir(directory, { recursive: true });
    made.add(directory);
  }
  const file = join(directory, `${safeName(submission.reference)}.json`);
  const body = {
    id: submission.id,
    reference: submission.reference,
    formType: submission.formType,
    payload: submission.payload,
    meta: submission.meta,
    createdAt: submission.createdAt,
    deliveredAt: new Date(deliveredAt).toISOString(),
  };
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
  } catch (error) {
    // The folder was removed while the server ran (an operator cleaning up): make it again.
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
    await mkdir(directory, { recursive: true });
    await writeFile(temporary, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
  }
  await rename(temporary, file);
}

function safeName(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}
