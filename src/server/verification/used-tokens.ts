import { createHash } from 'node:crypto';
import type { Db } from '../db/db.ts';

/** How long a used token is remembered; longer than any token or challenge lives. */
const REMEMBER_MS = 24 * 60 * 60 * 1000;

export interface UsedTokens {
  /** Records the token; false when it had been used before. */
  markUsed(kind: string, token: string): Promise<boolean>;
}

/**
 * Replay protection shared by every process (the `used_verification_tokens` table). Only a
 * SHA-256 of the token is kept.
 */
export function createUsedTokens(db: Db, now: () => number = Date.now): UsedTokens {
  let lastCleanup = now();
  return {
    async markUsed(kind, token) {
      const hash = createHash('sha256').update(`${kind}:${token}`).digest('hex');
      const { rows } = await db.query(
        'insert into used_verification_tokens (token_hash) values ($1) on conflict do nothing returning token_hash',
        [hash],
      );
      const time = now();
      if (time - lastCleanup > 60_000) {
        lastCleanup = time;
        void db
          .query('delete from used_verification_tokens where used_at < $1::timestamptz', [
            new Date(time - REMEMBER_MS).toISOString(),
          ])
          .catch(() => undefined);
      }
      return rows.length === 1;
    },
  };
}
