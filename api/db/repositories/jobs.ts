import { sql } from 'kysely';
import type { JobStatus } from '../../../src/shared/job.ts';
import type { Db } from '../database.ts';
import type { JobRow, JobRowUpdate, NewJobRow } from '../schema.ts';

/** Sort orders a caller may ask for, mapped to SQL; nothing else ever reaches the query. */
export const JOB_ORDERS = {
  'CreatedDate DESC': [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  'CreatedDate ASC': [
    ['created_at', 'asc'],
    ['id', 'asc'],
  ],
  'Name ASC': [
    ['name', 'asc'],
    ['id', 'asc'],
  ],
} as const;
export type JobOrder = keyof typeof JOB_ORDERS;

export interface JobQuery {
  status: JobStatus;
  page: number;
  pageSize: number;
  orderBy: JobOrder;
  search?: string | undefined;
  /** A phrase the location must contain (case-insensitive). */
  location?: string | undefined;
  remote?: boolean | undefined;
  /** Exact department (case-insensitive). */
  department?: string | undefined;
  employmentType?: string | undefined;
}

/** Jobs storage: knows SQL, not HTTP. */
export function jobsRepository(db: Db) {
  function filtered(
    query: Pick<JobQuery, 'status' | 'search' | 'location' | 'remote' | 'department' | 'employmentType'>,
  ) {
    let q = db.selectFrom('jobs').where('status', '=', query.status);
    const location = query.location?.trim();
    if (location) q = q.where('location', 'ilike', `%${location.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (query.remote !== undefined) q = q.where('remote', '=', query.remote);
    const department = query.department?.trim();
    if (department) q = q.where(sql<string>`lower(department)`, '=', department.toLowerCase());
    if (query.employmentType) q = q.where('employment_type', '=', query.employmentType);
    const search = query.search?.trim();
    if (search) {
      const document = sql`to_tsvector('simple', coalesce(${sql.ref('public_name')}, '') || ' ' || ${sql.ref('name')} || ' ' || coalesce(${sql.ref('description')}, ''))`;
      q = q.where(sql<boolean>`${document} @@ websearch_to_tsquery('simple', ${search})`);
    }
    return q;
  }

  return {
    async list(query: JobQuery): Promise<{ items: JobRow[]; total: number }> {
      let q = filtered(query).selectAll();
      for (const [column, direction] of JOB_ORDERS[query.orderBy]) q = q.orderBy(column, direction);
      const [items, count] = await Promise.all([
        q
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        filtered(query)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(count.n) };
    },

    findById(id: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The departments and employment types of jobs with this status, for the board's filters. */
    async facets(status: JobStatus): Promise<{ departments: string[]; employmentTypes: string[] }> {
      const [departments, types] = await Promise.all([
        db
          .selectFrom('jobs')
          .select('department')
          .distinct()
          .where('status', '=', status)
          .where('department', 'is not', null)
          .orderBy('department')
          .execute(),
        db
          .selectFrom('jobs')
          .select('employment_type')
          .distinct()
          .where('status', '=', status)
          .where('employment_type', 'is not', null)
          .orderBy('employment_type')
          .execute(),
      ]);
      return {
        departments: departments.map((row) => row.department!).filter((d) => d.trim() !== ''),
        employmentTypes: types.map((row) => row.employment_type!),
      };
    },

    /** Every job of any status, oldest first (exports). */
    listAll(): Promise<JobRow[]> {
      return db.selectFrom('jobs').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
    },

    /** Changes the given fields of a job; undefined when there is no such job. */
    update(id: string, changes: JobRowUpdate): Promise<JobRow | undefined> {
      return db
        .updateTable('jobs')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Inserts jobs, or replaces the fields of those whose id exists (imports), in one statement. */
    async upsertMany(rows: NewJobRow[]): Promise<Array<JobRow & { inserted: boolean }>> {
      if (rows.length === 0) return [];
      return (
        db
          .insertInto('jobs')
          .values(rows)
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              public_name: eb.ref('excluded.public_name'),
              description: eb.ref('excluded.description'),
              status: eb.ref('excluded.status'),
              location: eb.ref('excluded.location'),
              remote: eb.ref('excluded.remote'),
              department: eb.ref('excluded.department'),
              employment_type: eb.ref('excluded.employment_type'),
              date_posted: eb.ref('excluded.date_posted'),
              valid_through: eb.ref('excluded.valid_through'),
              interview_questions: eb.ref('excluded.interview_questions'),
              salary_min: eb.ref('excluded.salary_min'),
              salary_max: eb.ref('excluded.salary_max'),
              salary_currency: eb.ref('excluded.salary_currency'),
              salary_unit: eb.ref('excluded.salary_unit'),
              country: eb.ref('excluded.country'),
              updated_at: sql<Date>`now()`,
            })),
          )
          // xmax is 0 only for a freshly inserted row: tells an import what it created and what it updated.
          .returningAll()
          .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
          .execute()
      );
    },

    /** Inserts many jobs in one statement (one round trip, one transaction). */
    async insertMany(rows: NewJobRow[]): Promise<JobRow[]> {
      if (rows.length === 0) return [];
      return db.insertInto('jobs').values(rows).returningAll().execute();
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
