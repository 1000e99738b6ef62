import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A job's own interview questions ([{ text, competency }]); null: derived from the description.
  await db.schema.alterTable('jobs').addColumn('interview_questions', 'jsonb').execute();

  // One interview per application; it goes with the application (privacy delete, retention).
  await db.schema
    .createTable('interviews')
    .addColumn('application_id', 'uuid', (c) => c.primaryKey().references('applications.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('not_started'))
    // The questions as asked ([{ id, text, competency }]), fixed when the interview starts.
    .addColumn('questions', 'jsonb')
    .addColumn('assessment', 'text', (c) => c.notNull().defaultTo('rules'))
    // Per question: { score, evidence, rationale } from the model; empty with the rules.
    .addColumn('scores', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('consent_at', 'timestamptz')
    .addColumn('started_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reminder_sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'interviews_status_check',
      sql`status in ('not_started', 'in_progress', 'completed', 'expired')`,
    )
    .execute();
  await db.schema.createIndex('interviews_status_created').on('interviews').columns(['status', 'created_at']).execute();

  // The transcript, one row per message, in order.
  await db.schema
    .createTable('interview_turns')
    .addColumn('application_id', 'uuid', (c) => c.notNull().references('interviews.application_id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    // The page's id for a candidate's answer: a resent answer is recognised and stored once.
    .addColumn('client_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('interview_turns_pkey', ['application_id', 'seq'])
    .addCheckConstraint('interview_turns_role_check', sql`role in ('isa', 'candidate')`)
    .execute();
  await db.schema
    .createIndex('interview_turns_client_id')
    .on('interview_turns')
    .columns(['application_id', 'client_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('interview_turns').execute();
  await db.schema.dropTable('interviews').execute();
  await db.schema.alterTable('jobs').dropColumn('interview_questions').execute();
}
