/**
 * Test factories: each builds one valid record through the real service (so its rules, presenters and
 * outbox events apply) from a few overrides, the rest filled with distinct, readable defaults.
 */
import { applicationSchema, type ApplicationAnswer } from '../../src/shared/application.ts';
import { jobInputSchema, type JobInput } from '../../src/shared/job-schema.ts';
import type { AdminJobDto } from '../../src/shared/job.ts';
import { leadSchema, type LeadDto, type LeadPayload } from '../../src/shared/lead.ts';
import {
  privacyRequestSchema,
  type PrivacyRequest,
  type PrivacyRequestReceipt,
} from '../../src/shared/privacy-request.ts';
import type { Db } from '../db/database.ts';
import { jobsRepository } from '../db/repositories/jobs.ts';
import type { NewJobRow } from '../db/schema.ts';
import { applicationsService } from '../services/applications.ts';
import { generateJobId, jobsService } from '../services/jobs.ts';
import { leadsService } from '../services/leads.ts';
import { privacyRequestsService } from '../services/privacy-requests.ts';

let sequence = 0;
/** A number no other record built in this process has, for unique names and addresses. */
const next = () => ++sequence;

/** An open job (unless `overrides.status` says otherwise). */
export async function buildJob(db: Db, overrides: Partial<JobInput> = {}): Promise<AdminJobDto> {
  const n = next();
  return jobsService(db).create(
    jobInputSchema.parse({ name: `Test job ${n}`, description: `<p>Role number ${n}.</p>`, ...overrides }),
  );
}

/**
 * Stores jobs as raw rows, past the service's input rules (text as an ATS sends it, any status); each
 * column not given is empty and the id is generated. Answers the ids in order.
 */
export async function insertJobRows(db: Db, rows: Array<Partial<NewJobRow>>): Promise<string[]> {
  const stored = await jobsRepository(db).insertMany(
    rows.map((row) => ({
      id: generateJobId(),
      name: `Test job ${next()}`,
      status: 'Open',
      public_name: null,
      description: null,
      location: null,
      department: null,
      employment_type: null,
      ...row,
    })),
  );
  return stored.map((row) => row.id);
}

/** The body of a valid lead form, for tests that post it over HTTP. */
export function leadPayload(overrides: Partial<LeadPayload> = {}): LeadPayload {
  const n = next();
  return {
    firstName: 'Ada',
    lastName: `Lovelace ${n}`,
    email: `lead${n}@example.com`,
    source: 'Website',
    ...overrides,
  };
}

/** A stored lead, as the operators' export lists it. */
export async function buildLead(db: Db, overrides: Partial<LeadPayload> = {}): Promise<LeadDto> {
  const lead = leadSchema.parse(leadPayload(overrides));
  await leadsService(db).submit(lead);
  return (await leadsService(db).list()).find((stored) => stored.email.toLowerCase() === lead.email.toLowerCase())!;
}

/** The fields of a valid application to `jobId`, for tests that post them over HTTP. */
export function applicationPayload(jobId: string, overrides: Record<string, string> = {}): Record<string, string> {
  const n = next();
  return {
    jobId,
    source: 'Website',
    resumeText: `Jane Doe ${n}\njane${n}@example.com\nExperience: ten years of nursing.`,
    contactFirstName: 'Jane',
    contactLastName: `Doe ${n}`,
    contactEmail: `applicant${n}@example.com`,
    contactPhone: '+1 512 555 0147',
    contactLinkedIn: 'linkedin.com/in/janedoe',
    ...overrides,
  };
}

/** A stored application (to a new open job unless `jobId` is given), answered with its interview link. */
export async function buildApplication(
  db: Db,
  overrides: Record<string, string> = {},
): Promise<ApplicationAnswer & { jobId: string; email: string }> {
  const payload = applicationPayload(overrides.jobId ?? (await buildJob(db)).id, overrides);
  const answer = await applicationsService(db, {
    interviewBaseUrl: 'https://isa.example.com/interview/',
    interviewLinkDays: 30,
  }).submit(applicationSchema.parse(payload), undefined);
  return { ...answer.body, jobId: payload.jobId!, email: payload.contactEmail! };
}

/** A stored privacy request, answered with its receipt. */
export async function buildPrivacyRequest(
  db: Db,
  overrides: Partial<PrivacyRequest> = {},
): Promise<PrivacyRequestReceipt & { email: string }> {
  const n = next();
  const request = privacyRequestSchema.parse({
    fullName: `Pat Example ${n}`,
    email: `privacy${n}@example.com`,
    requestType: 'Access',
    ...overrides,
  });
  return { ...(await privacyRequestsService(db).submit(request)).body, email: request.email };
}
