import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** How long each kind of record is kept, in days (RETENTION_* settings). */
export interface RetentionDays {
  applications: number;
  leads: number;
  privacyRequests: number;
  idempotencyKeys: number;
  /** Outbox events once delivered (or dead); pending ones are kept until they are. */
  deliveries: number;
}

/** A table that holds personal data or request replays, and how its rows age and are found by e-mail. */
export interface PersonalDataTable {
  table: string;
  /** The column compared (case-insensitively) with an e-mail address; none: rows name nobody directly. */
  emailColumn?: string;
  /** The timestamp a row's age counts from. */
  ageColumn: string;
  retention: keyof RetentionDays;
  /** An extra condition a row must meet to be purged (SQL on the table's own columns). */
  purgeOnlyWhere?: string;
}

/**
 * Every table with personal data (or replayed answers that may contain it). A table that does not exist in
 * this database yet is skipped, so the list can name tables that arrive with later migrations.
 */
export const PERSONAL_DATA_TABLES: PersonalDataTable[] = [
  // Applications carry the resume text: 24 months from the application.
  { table: 'applications', emailColumn: 'email', ageColumn: 'created_at', retention: 'applications' },
  // A lead has no account of its own; its life ends with its last update (the person's last contact).
  { table: 'leads', emailColumn: 'email', ageColumn: 'updated_at', retention: 'leads' },
  { table: 'privacy_requests', emailColumn: 'email', ageColumn: 'created_at', retention: 'privacyRequests' },
  { table: 'idempotency_keys', ageColumn: 'created_at', retention: 'idempotencyKeys' },
  // Outbox events carry the record they report (and whole e-mails); purged once nothing is left to send.
  {
    table: 'outbox_events',
    emailColumn: 'subject_email',
    ageColumn: 'created_at',
    retention: 'deliveries',
    purgeOnlyWhere: `fanned_out and not exists (select 1 from outbox_deliveries d
      where d.event_id = outbox_events.id and d.status = 'pending')`,
  },
];

/** The tables of PERSONAL_DATA_TABLES present in this database. */
export async function presentTables(db: Db): Promise<PersonalDataTable[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  const present = new Set(rows.map((r) => r.name));
  return PERSONAL_DATA_TABLES.filter((t) => present.has(t.table));
}
