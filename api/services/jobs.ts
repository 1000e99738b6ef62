import { randomInt } from 'node:crypto';
import type { JobDto, JobListDto } from '../../src/shared/job.ts';
import type { Db } from '../db/database.ts';
import { jobsRepository, toJobDto, type JobQuery } from '../db/repositories/jobs.ts';
import type { NewJobRow } from '../db/schema.ts';
import { notFound } from '../errors.ts';
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
    async list(query: JobQuery): Promise<JobListDto> {
      const { items, total } = await repo.list(query);
      return { items: items.map(toJobDto), total };
    },

    async get(id: string): Promise<JobDto> {
      const row = await repo.findById(id);
      if (!row) throw notFound('Job not found.', 'job_not_found');
      return toJobDto(row);
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

export type JobsService = ReturnType<typeof jobsService>;
