import type { Db } from '../db/db.ts';

/**
 * Deletes the submissions older than their form type's retention in days (the server config's
 * `retentionDays`: RETENTION_DAYS_<FORM_TYPE>, else RETENTION_DAYS_DEFAULT), with their outbox
 * entries, attempt log and inbox entry (cascade). A form type missing from `retentionDays` is
 * never purged. Returns the number deleted per form type (counts only: safe to log).
 */
export async function purgeExpiredSubmissions(
  db: Db,
  retentionDays: Readonly<Record<string, number>>,
): Promise<Record<string, number>> {
  const { rows } = await db.query<{ form_type: string; deleted: number }>(
    `with deleted as (
       delete from submissions
        where ($1::jsonb ->> form_type) is not null
          and created_at < now() - make_interval(days => ($1::jsonb ->> form_type)::int)
       returning form_type)
     select form_type, count(*)::int as deleted from deleted group by form_type order by form_type`,
    [JSON.stringify(retentionDays)],
  );
  return Object.fromEntries(rows.map((row) => [row.form_type, row.deleted]));
}
