import type { AdminJobDto, JobDto } from '../../src/shared/job.ts';
import type { JobRow } from '../db/schema.ts';

/** A job as the public board, the job pages and the sitemap see it. */
export function presentJob(row: JobRow): JobDto {
  return {
    id: row.id,
    name: row.name,
    publicName: row.public_name,
    description: row.description,
    status: row.status,
    location: row.location,
    remote: row.remote,
    department: row.department,
    employmentType: row.employment_type,
    salaryMin: row.salary_min === null ? null : Number(row.salary_min),
    salaryMax: row.salary_max === null ? null : Number(row.salary_max),
    salaryCurrency: row.salary_currency,
    salaryUnit: row.salary_unit,
    country: row.country,
    datePosted: new Date(row.date_posted).toISOString(),
    validThrough: row.valid_through ? new Date(row.valid_through).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** A stored row as operators see it: the public fields and the interview questions. */
export function presentAdminJob(row: JobRow): AdminJobDto {
  return { ...presentJob(row), interviewQuestions: row.interview_questions ?? null };
}
