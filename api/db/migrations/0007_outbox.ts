import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per event, written in the same transaction as the change it reports; its id is the
  // webhook-id every retry and every receiver sees.
  await db.schema
    .createTable('outbox_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    // The lowercased address of the person the event is about, so a deletion request can find it.
    .addColumn('subject_email', 'text')
    // Set once the worker has made one delivery row per channel that takes this event type.
    .addColumn('fanned_out', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('outbox_events_new_idx')
    .on('outbox_events')
    .column('created_at')
    .where(sql.ref('fanned_out'), '=', false)
    .execute();
  await db.schema.createIndex('outbox_events_subject_idx').on('outbox_events').column('subject_email').execute();

  // One row per event and channel (each webhook URL, HubSpot, mail): its own attempts and state.
  await db.schema
    .createTable('outbox_deliveries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('outbox_events.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    // pending → delivered, or dead once the retry window is over.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // When a pending delivery is due; while one is being sent, the end of its claim.
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('outbox_deliveries_event_channel_key', ['event_id', 'channel'])
    .execute();
  await db.schema
    .createIndex('outbox_deliveries_due_idx')
    .on('outbox_deliveries')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('outbox_deliveries_status_idx')
    .on('outbox_deliveries')
    .columns(['status', 'id'])
    .execute();

  // Applications made through a booth link record the event, like leads do.
  await sql`alter table applications add column if not exists event text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_deliveries').execute();
  await db.schema.dropTable('outbox_events').execute();
}
