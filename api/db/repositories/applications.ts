import type { Kysely } from 'kysely';
import type { ApplicationRow, NewApplicationRow, Schema } from '../schema.ts';

/** Applications storage; every function takes the database or an open transaction. */
export function applicationsRepository(db: Kysely<Schema>) {
  return {
    findByJobAndEmail(jobId: string, emailKey: string): Promise<ApplicationRow | undefined> {
      return db
        .selectFrom('applications')
        .selectAll()
        .where('job_id', '=', jobId)
        .where('email_key', '=', emailKey)
        .executeTakeFirst();
    },

    /** Inserts unless this job already has an application from the address; undefined when it has. */
    insertIfNew(row: NewApplicationRow): Promise<ApplicationRow | undefined> {
      return db
        .insertInto('applications')
        .values(row)
        .onConflict((oc) => oc.columns(['job_id', 'email_key']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /** Every application with its job's names, oldest first; of one job when `jobId` is given. */
    listWithJob(jobId?: string) {
      let query = db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .selectAll('applications')
        .select(['jobs.name as job_name', 'jobs.public_name as job_public_name'])
        .orderBy('applications.created_at', 'asc')
        .orderBy('applications.id', 'asc');
      if (jobId) query = query.where('applications.job_id', '=', jobId);
      return query.execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('applications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
