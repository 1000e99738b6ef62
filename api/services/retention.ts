import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { repeatInBackground } from './background.ts';
import { purgeStoredMail } from './mail/store.ts';
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

/** What the retention purge needs: the periods, and the folder of stored e-mails (DATA_DIR/mail). */
export interface RetentionSettings {
  retentionDays: RetentionDays;
  delivery: { mail: { dir: string } };
}

/** What one retention purge removed: expired rows per table, and stored e-mails (.eml files). */
export interface RetentionReport {
  rows: PurgeResult;
  storedMail: number;
}

/**
 * The whole retention purge, the same for the server's schedule and `npm run data -- purge`: expired rows,
 * then the .eml files of mail older than the deliveries' retention (their events are purged with it).
 */
export async function purgeRetainedData(
  db: Db,
  settings: RetentionSettings,
  now = new Date(),
): Promise<RetentionReport> {
  const rows = await purgeExpired(db, settings.retentionDays, now);
  const storedMail = await purgeStoredMail(
    settings.delivery.mail.dir,
    settings.retentionDays.deliveries,
    now.getTime(),
  );
  return { rows, storedMail };
}

/**
 * Runs the purge at start and then every `retentionPurgeIntervalMinutes` (0: never) without keeping the
 * process alive. Several instances may purge at once: deleting what expired is idempotent. Returns a stop
 * function.
 */
export function schedulePurge(
  db: Db,
  settings: RetentionSettings & { retentionPurgeIntervalMinutes: number },
  logger: Logger,
  firstAfterMs = 1_000,
): () => Promise<void> {
  return repeatInBackground(
    async () => {
      const { rows, storedMail } = await purgeRetainedData(db, settings);
      // Counts only: never the rows themselves.
      if (storedMail > 0 || Object.values(rows).some((n) => n > 0)) {
        logger.info({ removed: rows, storedMail }, 'retention purge');
      }
    },
    {
      intervalMinutes: settings.retentionPurgeIntervalMinutes,
      firstAfterMs,
      onError: (err) => logger.warn({ err: err.message }, 'retention purge failed; will retry'),
    },
  );
}
