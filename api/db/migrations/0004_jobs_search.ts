import { sql, type Kysely } from 'kysely';

/**
 * Full-text index for the board's search. The expression must stay identical to the one in
 * repositories/jobs.ts, or PostgreSQL will not use it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index jobs_search_idx on jobs using gin (to_tsvector('simple', coalesce(public_name, '') || ' ' || name || ' ' || coalesce(description, '')))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_search_idx`.execute(db);
}
