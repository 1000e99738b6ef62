import type { Migration } from 'kysely';
import * as m0001 from './0001_jobs.ts';
import * as m0002 from './0002_idempotency_keys.ts';
import * as m0003 from './0003_privacy_requests.ts';
import * as m0004 from './0004_jobs_search.ts';
import * as m0005 from './0005_applications.ts';
import * as m0006 from './0006_leads.ts';
import * as m0007 from './0007_outbox.ts';
import * as m0008 from './0008_job_details.ts';
import * as m0009 from './0009_interviews.ts';
import * as m0010 from './0010_lead_qualification.ts';

/**
 * Every migration in order. Listed statically (not read from disk) so bundlers and tests see them all;
 * add a new file and a line here, never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_jobs': m0001,
  '0002_idempotency_keys': m0002,
  '0003_privacy_requests': m0003,
  '0004_jobs_search': m0004,
  '0005_applications': m0005,
  '0006_leads': m0006,
  '0007_outbox': m0007,
  '0008_job_details': m0008,
  '0009_interviews': m0009,
  '0010_lead_qualification': m0010,
};
