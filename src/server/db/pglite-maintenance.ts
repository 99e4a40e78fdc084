/**
 * Autovacuum for PGlite. PGlite runs PostgreSQL in this process, without PostgreSQL's background
 * workers: `autovacuum` reads `on`, but no launcher ever runs. Nothing vacuums or analyses the
 * tables, so
 * - the planner keeps the statistics of the moment a table was created (empty): with 6,000
 *   outbox entries waiting, the delivery worker's claim read and sorted all of them for every
 *   batch of 100 instead of walking `outbox_due` (26 ms a claim instead of 4, a drain that slowed
 *   as the backlog grew);
 * - dead row versions (every delivery updates its outbox entry twice, every request its
 *   rate-limit counter) are never reclaimed, and old transaction ids never frozen.
 *
 * So the same rules as PostgreSQL's autovacuum, with its default thresholds, are applied here: a
 * pass at open and then every `intervalMs` (autovacuum's one minute) looks at
 * `pg_stat_user_tables` and vacuums or analyses each table past a threshold. Tables that hold rows
 * but were never analysed are analysed too (after a crash the counters start again at zero).
 * Each command is one statement in the connection's queue, so requests wait at most for one table.
 * ANALYZE reads a sample of at most 30,000 rows, whatever the size of the table.
 */
import type { Db } from './db.ts';

/** How often the statistics are looked at: autovacuum's `autovacuum_naptime`. */
export const maintenanceIntervalMs = 60_000;

interface TableDue {
  name: string;
  needs_vacuum: boolean;
  needs_analyze: boolean;
}

/**
 * The tables of the current schema due for VACUUM or ANALYZE, with autovacuum's defaults:
 * vacuum after 50 + 20% dead rows or 1,000 + 20% rows inserted since the last vacuum (which also
 * sets the visibility map and freezes old rows), analyse after 50 + 10% rows changed; a table
 * never analysed that holds data is analysed at once.
 */
const TABLES_DUE_SQL = `
select name, needs_vacuum, needs_analyze from (
  select c.relname as name,
         s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
           or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as needs_vacuum,
         s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
           or (c.reltuples < 0 and pg_relation_size(c.oid) > 0) as needs_analyze
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
   where s.schemaname = current_schema()) t
 where needs_vacuum or needs_analyze
 order by name`;

/** `"name"` as an SQL identifier. */
function identifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * One maintenance pass: vacuums (and analyses) or analyses every table due. Resolves to what was
 * done, e.g. `['vacuum analyze outbox', 'analyze submissions']`.
 */
export async function maintainTables(db: Db): Promise<string[]> {
  // This connection's counts reach the statistics at most once a second; flush them first.
  await db.query('select pg_stat_force_next_flush()');
  const { rows } = await db.query<TableDue>(TABLES_DUE_SQL);
  const done: string[] = [];
  for (const table of rows) {
    const command = table.needs_vacuum ? 'vacuum (analyze)' : 'analyze';
    await db.query(`${command} ${identifier(table.name)}`);
    done.push(`${table.needs_vacuum ? 'vacuum analyze' : 'analyze'} ${table.name}`);
  }
  return done;
}

/** A running maintenance schedule. */
export interface Maintenance {
  /** Stops the schedule and waits for a pass in flight. */
  stop(): Promise<void>;
}

/**
 * Runs `maintainTables` now and then every `intervalMs`, one pass at a time; the timer never
 * keeps the process alive. A failed pass (the database closing, a statement timing out in a
 * busy queue) is reported to `onError` and tried again at the next interval.
 */
export function startMaintenance(
  db: Db,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): Maintenance {
  const { intervalMs = maintenanceIntervalMs, onError = () => undefined } = options;
  let stopped = false;
  let pass: Promise<void> | undefined;
  const run = () => {
    if (stopped || pass) return;
    pass = maintainTables(db)
      .then(() => undefined, onError)
      .finally(() => {
        pass = undefined;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await pass;
    },
  };
}
