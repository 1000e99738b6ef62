import { jobDisplayName } from '../../src/shared/job.ts';
import type { ApplicationRow } from '../db/schema.ts';

/** An application as operators export it and as the `application.created` webhook carries it. */
export interface ApplicationDto {
  id: string;
  jobId: string;
  jobTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  linkedIn: string | null;
  source: string;
  event: string | null;
  createdAt: string;
  interviewLink: string;
}

/** The job fields an application is shown with. */
export interface ApplicationJob {
  name: string;
  public_name: string | null;
}

/**
 * An application as it leaves the site: the operators' export (JSON and CSV) and the `application.created`
 * webhook data are both built from this one shape. The resume text stays in the database.
 */
export function presentApplication(row: ApplicationRow, job: ApplicationJob): ApplicationDto {
  return {
    id: row.id,
    jobId: row.job_id,
    jobTitle: jobDisplayName({ publicName: job.public_name, name: job.name }),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    linkedIn: row.linkedin_url,
    source: row.source,
    event: row.event ?? null,
    createdAt: new Date(row.created_at).toISOString(),
    interviewLink: row.isa_link,
  };
}
