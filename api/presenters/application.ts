import { csvLine } from '../../src/shared/csv.ts';
import { jobDisplayName } from '../../src/shared/job.ts';
import type { ApplicationRow } from '../db/schema.ts';
import type { InterviewDto } from './interview.ts';

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

/** An application in the operators' export: with its interview (state, times, transcript, any scores). */
export interface ExportedApplicationDto extends ApplicationDto {
  interview: InterviewDto;
}

/** The columns of the applications CSV export, in order: a field of ApplicationDto and its heading. */
export const APPLICATION_CSV_COLUMNS: Array<[keyof ApplicationDto, string]> = [
  ['jobId', 'Job ID'],
  ['jobTitle', 'Job title'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['linkedIn', 'LinkedIn'],
  ['source', 'Source'],
  ['event', 'Event'],
  ['createdAt', 'Created'],
  ['interviewLink', 'Interview link'],
];

/** The interview's columns of the CSV export: its state and times (the transcript is in the JSON export). */
const INTERVIEW_CSV_COLUMNS: Array<[keyof Pick<InterviewDto, 'status' | 'startedAt' | 'completedAt'>, string]> = [
  ['status', 'Interview status'],
  ['startedAt', 'Interview started'],
  ['completedAt', 'Interview completed'],
];

/** Applications as CSV (RFC 4180, CRLF, a header row; cells a spreadsheet would run as formulas defused). */
export function applicationsToCsv(applications: ExportedApplicationDto[]): string {
  const cell = (value: unknown) =>
    value === null || value === undefined || typeof value !== 'object'
      ? (value as string | null)
      : JSON.stringify(value);
  const lines = [csvLine([...APPLICATION_CSV_COLUMNS, ...INTERVIEW_CSV_COLUMNS].map(([, title]) => title))];
  for (const a of applications)
    lines.push(
      csvLine([
        ...APPLICATION_CSV_COLUMNS.map(([key]) => cell(a[key])),
        ...INTERVIEW_CSV_COLUMNS.map(([key]) => a.interview[key]),
      ]),
    );
  return `${lines.join('\r\n')}\r\n`;
}
