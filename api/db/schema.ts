import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { JobStatus } from '../../src/shared/job.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface JobsTable {
  id: string;
  name: string;
  public_name: string | null;
  description: string | null;
  status: JobStatus;
  location: string | null;
  remote: Generated<boolean>;
  department: string | null;
  employment_type: string | null;
  date_posted: Timestamp;
  valid_through: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
}

/** Every table the API knows, keyed by name (Kysely's database type). */
export interface Schema {
  jobs: JobsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type JobRow = Selectable<JobsTable>;
export type NewJobRow = Insertable<JobsTable>;
export type JobRowUpdate = Updateable<JobsTable>;
