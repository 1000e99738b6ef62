import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { InterviewStatus, InterviewQuestion, InterviewAssessment } from '../../src/shared/interview.ts';
import type { JobStatus, SalaryUnit } from '../../src/shared/job.ts';

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
  /** The job's own interview questions; null: derived from the description. */
  interview_questions: ColumnType<InterviewQuestion[] | null, string | null | undefined, string | null>;
  /** Pay range; numeric, so drivers answer strings. */
  salary_min: ColumnType<string | null, number | null | undefined, number | null>;
  salary_max: ColumnType<string | null, number | null | undefined, number | null>;
  salary_currency: string | null;
  salary_unit: SalaryUnit | null;
  /** ISO 3166-1 alpha-2 country of the job (or, for a remote job, where applicants must live). */
  country: string | null;
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

export interface ApplicationsTable {
  id: string;
  job_id: string;
  email: string;
  email_key: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  linkedin_url: string | null;
  resume_text: string;
  source: string;
  interview_token: string;
  isa_link: string;
  consent_version: string;
  consent_at: Timestamp;
  /** The conference or career fair, for applications made through a booth link. */
  event: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface PrivacyRequestsTable {
  reference: string;
  full_name: string;
  email: string;
  request_type: string;
  details: Generated<string>;
  status: Generated<string>;
  created_at: Timestamp;
}

export interface LeadsTable {
  id: Generated<string>;
  email: string;
  email_key: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  company: string | null;
  source: string;
  event: string | null;
  rating: ColumnType<string | null, string | null | undefined, string | null>;
  notes: ColumnType<string | null, string | null | undefined, string | null>;
  /** jsonb: read as an array, written as JSON text. */
  interests: ColumnType<string[], string | undefined, string>;
  captured_by: ColumnType<string | null, string | null | undefined, string | null>;
  marketing_consent: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  marketing_consent_version: ColumnType<string | null, string | null | undefined, string | null>;
  marketing_consent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OutboxEventsTable {
  id: string;
  type: string;
  payload: ColumnType<unknown, string, string>;
  subject_email: string | null;
  fanned_out: Generated<boolean>;
  created_at: Generated<Date>;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'dead';

export interface OutboxDeliveriesTable {
  id: Generated<string>;
  event_id: string;
  channel: string;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_status: number | null;
  last_error: string | null;
  delivered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A question as an interview asks it: the job's question with a stable id ('q1', 'q2', …). */
export interface AskedQuestion extends InterviewQuestion {
  id: string;
}

/** A model's assessment of the answers to one question. */
export interface StoredScore {
  score: number;
  evidence: string[];
  rationale: string;
}

type Json<T> = ColumnType<T, string | undefined, string>;

export interface InterviewsTable {
  application_id: string;
  status: ColumnType<InterviewStatus, InterviewStatus | undefined, InterviewStatus>;
  questions: ColumnType<AskedQuestion[] | null, string | null | undefined, string | null>;
  assessment: ColumnType<InterviewAssessment, InterviewAssessment | undefined, InterviewAssessment>;
  scores: Json<Record<string, StoredScore>>;
  consent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  completed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  expires_at: Timestamp;
  reminder_sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InterviewTurnsTable {
  application_id: string;
  seq: number;
  role: 'isa' | 'candidate';
  /** question, follow_up (ISA) or answer (candidate). */
  kind: 'question' | 'follow_up' | 'answer';
  question_id: string;
  text: string;
  client_id: string | null;
  created_at: Timestamp;
}

/** Every table the API knows, keyed by name (Kysely's database type). */
export interface Schema {
  jobs: JobsTable;
  idempotency_keys: IdempotencyKeysTable;
  applications: ApplicationsTable;
  privacy_requests: PrivacyRequestsTable;
  leads: LeadsTable;
  outbox_events: OutboxEventsTable;
  outbox_deliveries: OutboxDeliveriesTable;
  interviews: InterviewsTable;
  interview_turns: InterviewTurnsTable;
}

export type JobRow = Selectable<JobsTable>;
export type NewJobRow = Insertable<JobsTable>;
export type JobRowUpdate = Updateable<JobsTable>;

export type ApplicationRow = Selectable<ApplicationsTable>;
export type NewApplicationRow = Insertable<ApplicationsTable>;
export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
export type OutboxDeliveryRow = Selectable<OutboxDeliveriesTable>;
export type InterviewRow = Selectable<InterviewsTable>;
export type InterviewTurnRow = Selectable<InterviewTurnsTable>;
