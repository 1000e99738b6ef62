import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { repeatInBackground } from './background.ts';
import { presentTables, type RetentionDays } from './personal-data.ts';

/** Rows removed per table by one purge. */
export type PurgeResult = Record<string, number>;

/** Deletes every row older than its table's retention period; `now` is injectable for tests. */
export async function purgeExpired(db: Db, retention: RetentionDays, now = new Date()): Promise<PurgeResult> {
  const result: PurgeResult = {};
  for (const { table, ageColumn, retention: kind, purgeOnlyWhere } of await presentTables(db)) {
    const cutoff = new Date(now.getTime() - retention[kind] * 86_400_000);
    const extra = purgeOnlyWhere ? sql` and (${sql.raw(purgeOnlyWhere)})` : sql``;
    const deleted = await sql`
      delete from ${sql.table(table)} where ${sql.ref(ageColumn)} < ${cutoff}${extra}`.execute(db);
    result[table] = Number(deleted.numAffectedRows ?? 0);
  }
  return result;
}

/**
 * Runs the purge at start and then every `intervalMinutes` (0: never) without keeping the process alive.
 * Several instances may purge at once: deletes of expired rows are idempotent. Returns a stop function.
 */
export function schedulePurge(
  db: Db,
  retention: RetentionDays,
  intervalMinutes: number,
  logger: Logger,
): () => Promise<void> {
  return repeatInBackground(
    async () => {
      const removed = await purgeExpired(db, retention);
      // Counts only: never the rows themselves.
      if (Object.values(removed).some((n) => n > 0)) logger.info({ removed }, 'retention purge');
    },
    {
      intervalMinutes,
      firstAfterMs: 1_000,
      onError: (err) => logger.warn({ err: err.message }, 'retention purge failed; will retry'),
    },
  );
}
