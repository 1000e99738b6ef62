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
  return result;
}

/** Deletes every row that names `email` (case-insensitive) in one transaction; returns counts per table. */
export async function deletePersonalData(db: Db, email: string): Promise<Record<string, number>> {
  return db.transaction().execute(async (trx) => {
    const result: Record<string, number> = {};
    for (const { table, emailColumn } of await presentTables(trx)) {
      if (!emailColumn) continue;
      const deleted = await sql`
        delete from ${sql.table(table)} where lower(${sql.ref(emailColumn)}) = ${normalise(email)}`.execute(trx);
      result[table] = Number(deleted.numAffectedRows ?? 0);
    }
    return result;
  });
}
