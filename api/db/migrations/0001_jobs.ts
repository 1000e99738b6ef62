import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(18)', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('public_name', 'text')
    .addColumn('description', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Open')
        .check(sql`status in ('Open', 'Closed', 'Draft')`),
    )
    .addColumn('location', 'text')
    .addColumn('remote', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('department', 'text')
    .addColumn('employment_type', 'text')
    .addColumn('date_posted', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('valid_through', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('jobs_status_created_idx').on('jobs').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
