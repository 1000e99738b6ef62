import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { presentTables } from './personal-data.ts';

/** Everything stored about one e-mail address, table by table (rows as stored). */
export type PersonalDataExport = Record<string, Array<Record<string, unknown>>>;

const normalise = (email: string) => email.trim().toLowerCase();

/** Collects every row that names `email` (case-insensitive), for an access or portability request. */
export async function exportPersonalData(db: Db, email: string): Promise<PersonalDataExport> {
  const result: PersonalDataExport = {};
  for (const { table, emailColumn } of await presentTables(db)) {
    if (!emailColumn) continue;
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} where lower(${sql.ref(emailColumn)}) = ${normalise(email)}`.execute(db);
    result[table] = rows;
  }
  // Interviews name nobody themselves: they belong to the person's applications.
  const ofApplications = sql`application_id in (select id from applications where lower(email) = ${normalise(email)})`;
  for (const table of ['interviews', 'interview_turns']) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table)} where ${ofApplications}`.execute(db);
    result[table] = rows;
  }
  return result;
}

/**
 * Deletes every row that names `email` (case-insensitive) in one transaction; returns counts per table.
 * Stored answers to repeated requests (Idempotency-Key) go too when they carry the address or the interview
 * link of a deleted application: a replay must not hand them out again.
 */
export async function deletePersonalData(db: Db, email: string): Promise<Record<string, number>> {
  const address = normalise(email);
  return db.transaction().execute(async (trx) => {
    const tables = await presentTables(trx);
    const has = (name: string) => tables.some((t) => t.table === name);
    const tokens = has('applications')
      ? (
          await trx
            .selectFrom('applications')
            .select('interview_token')
            .where(sql<boolean>`lower(email) = ${address}`)
            .execute()
        ).map((row) => row.interview_token)
      : [];
    const result: Record<string, number> = {};
    for (const { table, emailColumn } of tables) {
      if (!emailColumn) continue;
      const deleted = await sql`
        delete from ${sql.table(table)} where lower(${sql.ref(emailColumn)}) = ${address}`.execute(trx);
      result[table] = Number(deleted.numAffectedRows ?? 0);
    }
    if (has('idempotency_keys')) {
      const mentions = [address, ...tokens].map((text) => sql`position(${text} in lower(response::text)) > 0`);
      const deleted = await sql`delete from idempotency_keys where ${sql.join(mentions, sql` or `)}`.execute(trx);
      result.idempotency_keys = Number(deleted.numAffectedRows ?? 0);
    }
    return result;
  });
}
