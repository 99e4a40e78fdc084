import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/db.ts';
import type { DeliverySubmission, Sink } from './types.ts';

/**
 * The local inbox, the default sink: the submission stays in the database and is listed by
 * `npm run inbox -- list`; with an inbox folder it is also written as
 * `{folder}/{formType}/{reference}.json`, readable without the database (and while the server holds
 * the embedded one). Idempotent: delivering the same submission twice keeps one entry with its
 * first arrival time and rewrites the same file.
 */
export function createInboxSink(db: Db, folder: string | null = null): Sink {
  return {
    name: 'inbox',
    async deliver(submission) {
      const rows = await db.query<{ received_at: Date | string }>(
        `insert into inbox (submission_id) values ($1)
         on conflict (submission_id) do update set submission_id = excluded.submission_id
         returning received_at`,
        [submission.id],
      );
      if (folder) await writeInboxFile(folder, submission, rows.rows[0]?.received_at ?? new Date());
      return { kind: 'delivered' };
    },
  };
}

/** Writes atomically (temporary file, then rename) so a reader never sees half a submission. */
async function writeInboxFile(
  folder: string,
  submission: DeliverySubmission,
  deliveredAt: Date | string,
): Promise<void> {
  const directory = join(folder, safeName(submission.formType));
  await mkdir(directory, { recursive: true });
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
  await writeFile(temporary, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

function safeName(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}
