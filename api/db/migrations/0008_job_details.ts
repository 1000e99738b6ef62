import { sql, type Kysely } from 'kysely';

/** Optional pay (range, currency, unit) and the country of a job, for its page and Google for Jobs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('salary_min', 'numeric(14, 2)', (c) => c.check(sql`salary_min >= 0`))
    .addColumn('salary_max', 'numeric(14, 2)', (c) => c.check(sql`salary_max >= 0`))
    .addColumn('salary_currency', 'varchar(3)')
    .addColumn('salary_unit', 'text', (c) => c.check(sql`salary_unit in ('HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR')`))
    .addColumn('country', 'varchar(2)')
    .execute();
  await db.schema.createIndex('jobs_department_idx').on('jobs').columns(['status', 'department']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_department_idx').execute();
  await db.schema
    .alterTable('jobs')
    .dropColumn('salary_min')
    .dropColumn('salary_max')
    .dropColumn('salary_currency')
    .dropColumn('salary_unit')
    .dropColumn('country')
    .execute();
}
