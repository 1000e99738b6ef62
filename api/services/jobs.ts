import { randomInt } from 'node:crypto';
import type { JobInput, JobSearchQuery, JobUpdate } from '../../src/shared/job-schema.ts';
import type { AdminJobDto, JobDto, JobListDto } from '../../src/shared/job.ts';
import type { Db } from '../db/database.ts';
import { jobsRepository, type JobQuery } from '../db/repositories/jobs.ts';
import type { JobRowUpdate, NewJobRow } from '../db/schema.ts';
import { presentAdminJob, presentJob } from '../presenters/job.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { SAMPLE_JOBS } from './sample-jobs.ts';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new 18-character job id, the same shape the ATS uses. */
export function generateJobId(): string {
  let id = '';
  for (let i = 0; i < 18; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** Job use cases shared by the HTTP routes and the CLI. */
export function jobsService(db: Db) {
  const repo = jobsRepository(db);
  return {
    async list(query: JobQuery | JobSearchQuery): Promise<JobListDto> {
      const remote = typeof query.remote === 'string' ? query.remote === 'true' : query.remote;
      const { items, total } = await repo.list({ ...query, remote });
      return { items: items.map(presentJob), total };
    },

    /** The public board: Open jobs only, whatever status the query names (drafts and closed jobs stay private). */
    board(query: JobSearchQuery): Promise<JobListDto> {
      return this.list({ ...query, status: 'Open' });
    },

    /** The departments and employment types of open jobs: the board's filter choices. */
    facets(): Promise<{ departments: string[]; employmentTypes: string[] }> {
      return repo.facets('Open');
    },

    /** One published job (open or closed); drafts are never shown. */
    async get(id: string): Promise<JobDto> {
      const row = await repo.findById(id);
      if (!row || row.status === 'Draft') throw notFound('Job not found.', 'job_not_found');
      return presentJob(row);
    },

    /** Creates a job (admin API); its id is generated unless the operator gives the ATS id. */
    async create(input: JobInput): Promise<AdminJobDto> {
      const id = input.id ?? generateJobId();
      if (input.id && (await repo.findById(input.id)))
        throw conflict('A job with this id already exists.', 'job_exists');
      const [row] = await repo.insertMany([toNewRow({ ...input, id })]);
      return presentAdminJob(row!);
    },

    /** Changes some fields of a job. */
    async update(id: string, changes: JobUpdate): Promise<AdminJobDto> {
      const row = await repo.update(id, toRowUpdate(changes));
      if (!row) throw notFound('Job not found.', 'job_not_found');
      return presentAdminJob(row);
    },

    /** Closes a job: it leaves the board and takes no more applications. */
    close(id: string): Promise<AdminJobDto> {
      return this.update(id, { status: 'Closed' });
    },

    /** Creates or replaces many jobs at once (CLI import); jobs without an id get a new one. */
    async importMany(inputs: JobInput[]): Promise<{ created: number; updated: number; ids: string[] }> {
      const rows = inputs.map((input) => toNewRow({ ...input, id: input.id ?? generateJobId() }));
      const ids = new Set<string>();
      for (const row of rows) {
        if (ids.has(row.id)) throw badRequest(`Job id ${row.id} appears twice in the import.`, 'duplicate_job_id');
        ids.add(row.id);
      }
      const saved = await repo.upsertMany(rows);
      const created = saved.filter((row) => row.inserted).length;
      return { created, updated: saved.length - created, ids: saved.map((row) => row.id) };
    },

    /** Every job of any status with its interview questions, for exports. */
    async exportAll(): Promise<AdminJobDto[]> {
      return (await repo.listAll()).map(presentAdminJob);
    },

    /** Fills an empty database with the sample jobs so a new site has a board to show. */
    async seedIfEmpty(): Promise<number> {
      if ((await repo.count()) > 0) return 0;
      const now = Date.now();
      const rows: NewJobRow[] = SAMPLE_JOBS.map((job, index) => ({
        id: generateJobId(),
        name: job.name,
        public_name: job.publicName,
        description: job.description,
        status: 'Open',
        location: job.location,
        remote: job.remote,
        department: job.department,
        employment_type: job.employmentType,
        // Stagger creation so the newest-first order is stable and meaningful.
        created_at: new Date(now - index * 60_000),
        date_posted: new Date(now - index * 60_000),
      }));
      return (await repo.insertMany(rows)).length;
    },
  };
}

function toNewRow(input: JobInput & { id: string }): NewJobRow {
  return {
    id: input.id,
    name: input.name,
    public_name: input.publicName ?? null,
    description: input.description ?? null,
    status: input.status,
    location: input.location ?? null,
    remote: input.remote,
    department: input.department ?? null,
    employment_type: input.employmentType ?? null,
    ...(input.datePosted ? { date_posted: input.datePosted } : {}),
    valid_through: input.validThrough ?? null,
    interview_questions: input.interviewQuestions ? JSON.stringify(input.interviewQuestions) : null,
    salary_min: input.salaryMin ?? null,
    salary_max: input.salaryMax ?? null,
    salary_currency: input.salaryCurrency ?? null,
    salary_unit: input.salaryUnit ?? null,
    country: input.country ?? null,
  };
}

function toRowUpdate(changes: JobUpdate): JobRowUpdate {
  const update: JobRowUpdate = {};
  if (changes.name !== undefined) update.name = changes.name;
  if (changes.publicName !== undefined) update.public_name = changes.publicName;
  if (changes.description !== undefined) update.description = changes.description;
  if (changes.status !== undefined) update.status = changes.status;
  if (changes.location !== undefined) update.location = changes.location;
  if (changes.remote !== undefined) update.remote = changes.remote;
  if (changes.department !== undefined) update.department = changes.department;
  if (changes.employmentType !== undefined) update.employment_type = changes.employmentType;
  if (changes.datePosted !== undefined) update.date_posted = changes.datePosted;
  if (changes.validThrough !== undefined) update.valid_through = changes.validThrough;
  if (changes.interviewQuestions !== undefined)
    update.interview_questions = changes.interviewQuestions ? JSON.stringify(changes.interviewQuestions) : null;
  if (changes.salaryMin !== undefined) update.salary_min = changes.salaryMin;
  if (changes.salaryMax !== undefined) update.salary_max = changes.salaryMax;
  if (changes.salaryCurrency !== undefined) update.salary_currency = changes.salaryCurrency;
  if (changes.salaryUnit !== undefined) update.salary_unit = changes.salaryUnit;
  if (changes.country !== undefined) update.country = changes.country;
  return update;
}

export type JobsService = ReturnType<typeof jobsService>;
