import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('leads')
    // hot | warm | cold, set by booth staff.
    .addColumn('rating', 'text')
    .addColumn('notes', 'text')
    // The visitor's interests, from the event's list; a JSON array of strings.
    .addColumn('interests', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('captured_by', 'text')
    // Marketing consent as last given: the answer, the version of the wording and when.
    .addColumn('marketing_consent', 'boolean')
    .addColumn('marketing_consent_version', 'text')
    .addColumn('marketing_consent_at', 'timestamptz')
    .execute();
  await sql`alter table leads add constraint leads_rating_check check (rating in ('hot', 'warm', 'cold'))`.execute(db);
  // Applications made through a booth's phone link record the event (the outbox migration may add it too).
  await sql`alter table applications add column if not exists event text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').dropConstraint('leads_rating_check').execute();
  await db.schema
    .alterTable('leads')
    .dropColumn('rating')
    .dropColumn('notes')
    .dropColumn('interests')
    .dropColumn('captured_by')
    .dropColumn('marketing_consent')
    .dropColumn('marketing_consent_version')
    .dropColumn('marketing_consent_at')
    .execute();
}
