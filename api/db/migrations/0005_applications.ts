import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('applications')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('job_id', 'varchar(18)', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    // The address as compared for duplicates: trimmed and lowercased.
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('linkedin_url', 'text')
    .addColumn('resume_text', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('interview_token', 'text', (c) => c.notNull().unique())
    .addColumn('isa_link', 'text', (c) => c.notNull())
    .addColumn('consent_version', 'text', (c) => c.notNull())
    .addColumn('consent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('applications_job_email_key')
    .on('applications')
    .columns(['job_id', 'email_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('applications').execute();
}
